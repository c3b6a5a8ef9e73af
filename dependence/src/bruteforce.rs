//! Brute force (placeholder replaced below).
