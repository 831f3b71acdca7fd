# Tables across homes: the invite, joining, what the host refuses.
net-invite-shape = That is no invite: it looks like stammtisch://ADDRESS:PORT/SECRET
net-invite-address = The address in the invite is no address with a port
net-invite-secret = The secret in the invite must be 32 hex digits
net-refused-not-yours = Seat { $seat } does not belong to this screen
net-refused-not-offered = Seat { $seat } is not free
net-refused-garbled = The host could not read the message
net-table-closed = The host closed the table
net-table-lost = The connection to the table was lost
