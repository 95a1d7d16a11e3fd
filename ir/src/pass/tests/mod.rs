//! Tests of the pass manager: pipeline syntax, options, nesting, running.

mod fixtures;
mod nesting;
mod pipeline;
mod run;
