//! Unit tests: which marked loops run over vector lanes, and the shape of what they become.

use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;

fn vectorize(text: &str) -> String {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    let mut m = parse_module(&ctx, "t.mlir", text).expect("parses");
    let pm = crate::lower_to_loops::pipeline_of(
        &crate::lower_to_loops::full_registry(),
        &[super::ARGUMENT],
    )
    .expect("pass");
    let op = m.op;
    crate::lower_to_loops::run_on_module_op(&ctx, m.top.op_mut(op), pm).expect("runs");
    xla_ir::verify::verify_module(&ctx, &m).expect("verifies");
    print_module(&ctx, &m, &PrintOptions::default())
}

/// JAX's argmax over rows of `n` f32 (the loop --convert-linalg-to-loops makes), with
/// `attr` on the loop and `body` replacing the load of the element.
fn argmax(n: usize, attr: &str, element: &str) -> String {
    format!(
        "func.func @f(%x: memref<4x{n}xf32>, %out: memref<4xi32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant {n} : index
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c1 step %c1 {{
    %r:2 = scf.for %j = %c0 to %cn step %c1 iter_args(%m = %ninf, %k = %z) -> (f32, i32) {{
      {element}
      %jj = arith.index_cast %j : index to i32
      %gt = arith.cmpf ogt, %m, %v : f32
      %nan = arith.cmpf une, %m, %m : f32
      %keep = arith.ori %gt, %nan : i1
      %eq = arith.cmpf oeq, %m, %v : f32
      %lt = arith.cmpi slt, %k, %jj : i32
      %tie = arith.andi %eq, %lt : i1
      %keepk = arith.ori %keep, %tie : i1
      %nm = arith.select %keep, %m, %v : f32
      %nk = arith.select %keepk, %k, %jj : i32
      scf.yield %nm, %nk : f32, i32
    }} {attr}
    memref.store %r#1, %out[%i] : memref<4xi32>
  }}
  return
}}
"
    )
}

const LOAD: &str = "%v = memref.load %x[%i, %j] : memref<4x{n}xf32>";

fn load(n: usize) -> String {
    LOAD.replace("{n}", &n.to_string())
}

#[test]
fn argmax_runs_over_sixteen_lanes_then_the_remainder() {
    let out = vectorize(&argmax(100, "{xla.reduction}", &load(100)));
    // Two sets of 16 lanes: elements 0..32 start them, the loop folds 32..96 (32 a step),
    // the sets merge lane by lane, the 16 lanes are folded by position, the scalar loop does
    // 96..100.
    assert!(out.contains(": memref<4x100xf32>, vector<16xf32>"), "{out}");
    assert_eq!(out.matches("vector.load").count(), 4, "{out}");
    assert_eq!(out.matches("vector.extract").count(), 32, "{out}");
    assert!(out.contains("arith.cmpf ogt, %"), "{out}");
    assert!(out.contains(": vector<16xi1>"), "{out}");
    assert!(
        out.contains(
            "dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>"
        ),
        "{out}"
    );
    assert!(out.contains("arith.constant 96 : index"), "{out}");
    // The remainder loop is no longer marked.
    assert!(!out.contains("xla.reduction"), "{out}");
    assert_eq!(out.matches("scf.for").count(), 3, "{out}");
}

#[test]
fn long_rows_fold_four_sets_then_whole_vectors_then_the_rest() {
    // 230 = 3 x 64 (four sets of 16) + 2 x 16 (one vector at a time) + 6 (scalar).
    let out = vectorize(&argmax(230, "{xla.reduction}", &load(230)));
    assert_eq!(out.matches("vector.load").count(), 9, "{out}");
    assert!(out.contains("arith.constant 192 : index"), "{out}");
    assert!(out.contains("arith.constant 224 : index"), "{out}");
    // The sets' lanes merge in vector form, ordered by position.
    assert!(out.contains("arith.cmpi sle, %"), "{out}");
    assert!(out.contains(": vector<16xi32>\n"), "{out}");
    assert_eq!(out.matches("scf.for").count(), 4, "{out}");
}

#[test]
fn a_multiple_of_the_lanes_leaves_no_remainder() {
    let out = vectorize(&argmax(64, "{xla.reduction}", &load(64)));
    assert_eq!(out.matches("scf.for").count(), 2, "{out}");
    assert!(!out.contains("memref.load"), "{out}");
}

#[test]
fn element_wise_producers_are_vectorized_and_invariants_broadcast() {
    let element = format!(
        "{}\n      %two = arith.constant 2.0 : f32\n      %v = arith.mulf %v0, %two : f32",
        load(64).replace("%v =", "%v0 =")
    );
    let out = vectorize(&argmax(64, "{xla.reduction}", &element));
    assert!(out.contains("arith.mulf %"), "{out}");
    assert!(out.contains("vector.broadcast %cst"), "{out}");
    assert!(out.contains(": vector<16xf32>"), "{out}");
}

#[test]
fn unmarked_short_and_strided_loops_stay() {
    let unchanged = |text: String| {
        let out = vectorize(&text);
        assert!(!out.contains("vector."), "{out}");
    };
    unchanged(argmax(100, "", &load(100)));
    // Fewer than two vectors of elements.
    unchanged(argmax(31, "{xla.reduction}", &load(31)));
    // The loop walks a column: not contiguous.
    let column = argmax(100, "{xla.reduction}", &load(100))
        .replace(
            "%x[%i, %j] : memref<4x100xf32>",
            "%x[%j, %i] : memref<100x4xf32>",
        )
        .replace("%x: memref<4x100xf32>", "%x: memref<100x4xf32>");
    unchanged(column);
    // An i128 index: lane numbers are at most 8 bytes (the loop stays scalar).
    unchanged(argmax(100, "{xla.reduction}", &load(100)).replace("i32", "i128"));
}

#[test]
fn combiners_that_read_unpaired_elements_stay() {
    // The comparison reads 2x while the value folded is x: the lanes could not be folded.
    let text = argmax(100, "{xla.reduction}", &load(100)).replace(
        "%gt = arith.cmpf ogt, %m, %v : f32",
        "%two = arith.constant 2.0 : f32\n      %v2 = arith.mulf %v, %two : f32\n      %gt = arith.cmpf ogt, %m, %v2 : f32",
    );
    let out = vectorize(&text);
    assert!(!out.contains("vector."), "{out}");
    // The index is folded with itself, not with the accumulator.
    let bad = argmax(100, "{xla.reduction}", &load(100)).replace(
        "%nk = arith.select %keepk, %k, %jj : i32",
        "%nk = arith.select %keepk, %jj, %jj : i32",
    );
    let out = vectorize(&bad);
    assert!(!out.contains("vector."), "{out}");
}
