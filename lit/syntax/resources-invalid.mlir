// Malformed file metadata is reported as mlir-opt 22 reports it.
// RUN: xla-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// expected-error @+4 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes}}
module {
}
{-#
  external_resources: { g: { k: "0x12" } }
#-}

// -----

// expected-error @+4 {{expected hex string blob for key 'k'}}
module {
}
{-#
  external_resources: { g: { k: "0x12345" } }
#-}

// -----

// expected-error @+4 {{expected string value for key 'k'}}
module {
}
{-#
  external_resources: { g: { k: 3 } }
#-}

// -----

// expected-error @+4 {{expected hex string blob for key 'k'}}
module {
}
{-#
  dialect_resources: { builtin: { k: "text" } }
#-}

// -----

// expected-error @+4 {{dialect 'nope' is unknown}}
module {
}
{-#
  dialect_resources: { nope: { k: "0x01000000" } }
#-}

// -----

// expected-error @+4 {{unexpected 'resource' section for dialect 'arith'}}
module {
}
{-#
  dialect_resources: { arith: { k: "0x01000000" } }
#-}
