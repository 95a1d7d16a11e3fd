//! Unit tests for the diagnostics module.

mod expect;
mod posix_re;
mod render;
mod robustness;
mod source;
mod split;
mod verify;
