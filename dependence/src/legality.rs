//! Legality (placeholder replaced below).
