//! Unit tests for the diagnostics module.

mod expect;
mod pattern;
mod render;
mod robustness;
mod source;
mod split;
mod verify;
