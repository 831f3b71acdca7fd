//! A guest leaves its table (its person chose to, the host closed it, the line broke, it was sent
//! away or replaced): back to a screen of its own, as a fresh window is.

use super::*;

/// Leaves the table (the host pauses this screen's seats, then a bot plays them): this screen's
/// own table comes back as it was before it joined, its phones' table closes with it, its desk
/// is its own again and its table turns back; the rest of what the table across homes added
/// goes with `net::leave`'s one list.
pub fn leave(world: &mut World) {
    if let Some(before) = world
        .get_resource::<Guesting>()
        .map(|g| g.setup_before.clone())
    {
        world.insert_resource(before);
    }
    *world.resource_mut::<crate::phone::PhoneJoining>() = Default::default();
    crate::core::overlay::Overlay::Phones.close(world);
    world.insert_resource(Owners::default());
    world
        .resource_mut::<crate::table::cards::TableArea>()
        .0
        .bottom = 0;
    super::super::leave::forget_other_homes(world, &[]);
}
