//! The dependence graph (placeholder replaced below).
