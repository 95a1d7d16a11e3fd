//! The axpy example's module: its printed form, and a round trip through the parser and
//! the verifier.

#[allow(dead_code)]
#[path = "../examples/axpy_builder.rs"]
mod axpy;

use xla_ir::asm::{parse_module, print_module, PrintOptions};

const EXPECTED: &str = "\
module {
  func.func @axpy(%arg0: tensor<f32>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<10xf32> {
    %0 = hlo.multiply %arg0, %arg1 : (tensor<f32>, tensor<10xf32>) -> tensor<10xf32>
    %1 = hlo.add %0, %arg2 : tensor<10xf32>
    return %1 : tensor<10xf32>
  }
}
";

#[test]
fn axpy_prints_as_expected() {
    let ctx = axpy::context();
    let module = axpy::build_axpy(&ctx).expect("axpy builds");
    assert_eq!(
        print_module(&ctx, &module, &PrintOptions::default()),
        EXPECTED
    );
}

#[test]
fn axpy_round_trips_through_parser_and_verifier() {
    let ctx = axpy::context();
    for module in [
        axpy::build_axpy(&ctx).expect("axpy builds"),
        axpy::build_axpy_constants(&ctx, 3.4, &[1.0, 2.0, 3.0], &[4.0, 5.0, 6.0])
            .expect("constants build"),
    ] {
        let printed = print_module(&ctx, &module, &PrintOptions::default());
        let parsed = parse_module(&ctx, "axpy.mlir", &printed).expect("printed module parses");
        xla_ir::verify::verify_module(&ctx, &parsed).expect("parsed module verifies");
        assert_eq!(
            print_module(&ctx, &parsed, &PrintOptions::default()),
            printed
        );
        let generic = PrintOptions {
            generic: true,
            ..PrintOptions::default()
        };
        let generic_text = print_module(&ctx, &module, &generic);
        let reparsed =
            parse_module(&ctx, "axpy-generic.mlir", &generic_text).expect("generic form parses");
        assert_eq!(
            print_module(&ctx, &reparsed, &PrintOptions::default()),
            printed
        );
    }
}
