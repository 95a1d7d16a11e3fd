//! Unit tests of the in-place analysis and the rewrite, on generic-form input.
