//! Round trips of the custom syntax and the verifier's messages.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn round_trip(text: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    let m = parse_module(&ctx, "t.mlir", text).map_err(|d| format!("{d:?}"))?;
    xla_ir::verify::verify_module(&ctx, &m).map_err(|d| {
        d.iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    Ok(print_module(&ctx, &m, &PrintOptions::default()))
}

#[test]
fn load_store_broadcast_round_trip() {
    let text = "func.func @f(%m: memref<4x32xf32>, %i: index, %s: f32) {\n  %0 = vector.load %m[%i, %i] : memref<4x32xf32>, vector<16xf32>\n  %1 = vector.broadcast %s : f32 to vector<16xf32>\n  %2 = math.fma %0, %1, %0 : vector<16xf32>\n  vector.store %2, %m[%i, %i] : memref<4x32xf32>, vector<16xf32>\n  return\n}\n";
    let out = round_trip(text).unwrap();
    assert!(
        out.contains("%0 = vector.load %arg0[%arg1, %arg1] : memref<4x32xf32>, vector<16xf32>"),
        "{out}"
    );
    assert!(
        out.contains("%1 = vector.broadcast %arg2 : f32 to vector<16xf32>"),
        "{out}"
    );
    assert!(
        out.contains("vector.store %2, %arg0[%arg1, %arg1] : memref<4x32xf32>, vector<16xf32>"),
        "{out}"
    );
}

#[test]
fn element_types_and_index_counts_are_checked() {
    let wrong_elem = "func.func @f(%m: memref<4xf32>, %i: index) {\n  %0 = vector.load %m[%i] : memref<4xf32>, vector<4xf64>\n  return\n}\n";
    assert!(round_trip(wrong_elem)
        .unwrap_err()
        .contains("element type should match"));
    let indices = "func.func @f(%m: memref<4x4xf32>, %i: index) {\n  %0 = vector.load %m[%i] : memref<4x4xf32>, vector<4xf32>\n  return\n}\n";
    assert!(round_trip(indices)
        .unwrap_err()
        .contains("requires 2 indices"));
    let strided = "func.func @f(%m: memref<4x4xf32, strided<[1, 4]>>, %i: index) {\n  %0 = vector.load %m[%i, %i] : memref<4x4xf32, strided<[1, 4]>>, vector<4xf32>\n  return\n}\n";
    assert!(round_trip(strided)
        .unwrap_err()
        .contains("most minor memref dim must have unit stride"));
    let bcast =
        "func.func @f(%s: f64) {\n  %0 = vector.broadcast %s : f64 to vector<4xf32>\n  return\n}\n";
    assert!(round_trip(bcast)
        .unwrap_err()
        .contains("source type is not compatible"));
}

#[test]
fn extract_round_trips_and_checks_its_position() {
    let text = "func.func @f(%v: vector<16xf32>) -> f32 {\n  %0 = vector.extract %v[3] : f32 from vector<16xf32>\n  return %0 : f32\n}\n";
    let out = round_trip(text).unwrap();
    assert!(
        out.contains("%0 = vector.extract %arg0[3] : f32 from vector<16xf32>"),
        "{out}"
    );
    let bad = |body: &str| {
        round_trip(&format!(
            "func.func @f(%v: vector<16xf32>, %i: index) {{\n  {body}\n  return\n}}\n"
        ))
        .unwrap_err()
    };
    assert!(bad("%0 = vector.extract %v[16] : f32 from vector<16xf32>")
        .contains("smaller than the corresponding vector dimension"));
    assert!(
        bad("%0 = vector.extract %v[3] : i32 from vector<16xf32>").contains("same element type")
    );
    assert!(
        bad("%0 = vector.extract %v[1, 2] : f32 from vector<16xf32>")
            .contains("rank no greater than vector rank")
    );
    assert!(bad("%0 = vector.extract %v[%i] : f32 from vector<16xf32>")
        .contains("only static positions are supported"));
    assert!(
        bad("%0 = \"vector.extract\"(%v) <{static_position = 3}> : (vector<16xf32>) -> f32")
            .contains("failed to satisfy constraint: i64 dense array attribute")
    );
}
