//! tessera-polyhedral: exact integer affine math.
