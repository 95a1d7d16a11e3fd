//! Importer tests on small HLO modules. Ops the dialect does not define yet are built as
//! unregistered ops and printed generically; those tests check structure, not verification.

use crate::import_hlo;
use xla_ir::asm::{print_module, PrintOptions};
use xla_ir::Context;

fn context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    ctx
}

/// Imports and prints (pretty, or with locations), without verifying.
fn import(text: &str, debug_info: bool) -> Result<String, String> {
    let ctx = context();
    let m = import_hlo(&ctx, "t.hlo", text).map_err(|d| {
        let (f, l, c) = ctx.loc_file_line_col(d.loc).unwrap_or(("?", 0, 0));
        format!("{f}:{l}:{c}: {}", d.message)
    })?;
    Ok(print_module(
        &ctx,
        &m,
        &PrintOptions {
            debug_info,
            ..PrintOptions::default()
        },
    ))
}

/// Imports, verifies and prints generically (the structure, independent of custom syntax).
fn import_verified_generic(text: &str) -> String {
    let ctx = context();
    let m = import_hlo(&ctx, "t.hlo", text).unwrap_or_else(|d| panic!("{}", d.message));
    if let Err(d) = xla_ir::verify::verify_module(&ctx, &m) {
        panic!("{}", d[0].message);
    }
    print_module(
        &ctx,
        &m,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    )
}

#[test]
fn entry_becomes_main_and_verifies() {
    let text = "HloModule jit_f, entry_computation_layout={(f32[], f32[8]{0})->f32[8]{0}}\n\n\
                ENTRY main.1 {\n  a = f32[] parameter(0)\n  b = f32[8]{0} broadcast(a), dimensions={}\n  \
                x = f32[8]{0} parameter(1)\n  ROOT m = f32[8]{0} multiply(b, x)\n}\n";
    let ctx = context();
    let m = import_hlo(&ctx, "t.hlo", text).unwrap();
    xla_ir::verify::verify_module(&ctx, &m).unwrap();
    let printed = print_module(&ctx, &m, &PrintOptions::default());
    assert_eq!(
        printed,
        "module @jit_f {\n  func.func @main(%arg0: tensor<f32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {\n    \
         %0 = hlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<8xf32>\n    \
         %1 = hlo.multiply %0, %arg1 : tensor<8xf32>\n    return %1 : tensor<8xf32>\n  }\n}\n"
    );
}

#[test]
fn tuple_roots_become_results_and_forward_references_resolve() {
    let text = "HloModule m\nENTRY e {\n  ROOT t = (f32[], s32[]) tuple(c, i)\n  c = f32[] constant(1.5)\n  \
                i = s32[] constant(-2)\n}\n";
    let out = import(text, false).unwrap();
    assert!(
        out.contains("func.func @main() -> (tensor<f32>, tensor<i32>)"),
        "{out}"
    );
    assert!(
        out.contains("hlo.constant dense<1.500000e+00> : tensor<f32>"),
        "{out}"
    );
    assert!(
        out.contains("hlo.constant dense<-2> : tensor<i32>"),
        "{out}"
    );
    assert!(!out.contains("hlo.tuple"), "{out}");
}

#[test]
fn while_state_is_flattened_into_operands_and_block_arguments() {
    let text = "HloModule m\n\
        body {\n  p = (s32[], f32[4]) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  \
        one = s32[] constant(1)\n  n = s32[] add(i, one)\n  x = f32[4] get-tuple-element(p), index=1\n  \
        ROOT r = (s32[], f32[4]) tuple(n, x)\n}\n\
        cond {\n  p = (s32[], f32[4]) parameter(0)\n  i = s32[] get-tuple-element(p), index=0\n  \
        ten = s32[] constant(10)\n  ROOT lt = pred[] compare(i, ten), direction=LT\n}\n\
        ENTRY e {\n  x = f32[4] parameter(0)\n  z = s32[] constant(0)\n  t = (s32[], f32[4]) tuple(z, x)\n  \
        w = (s32[], f32[4]) while(t), condition=cond, body=body\n  ROOT y = f32[4] get-tuple-element(w), index=1\n}\n";
    let out = import_verified_generic(text);
    assert!(out.contains("%1:2 = \"hlo.while\"(%0, %arg0) ({"), "{out}");
    assert!(
        out.contains("^bb0(%arg1: tensor<i32>, %arg2: tensor<4xf32>):"),
        "{out}"
    );
    assert!(
        out.contains("\"hlo.return\"(%3, %arg2) : (tensor<i32>, tensor<4xf32>) -> ()"),
        "{out}"
    );
    assert!(
        out.contains("\"func.return\"(%1#1) : (tensor<4xf32>) -> ()"),
        "{out}"
    );
    assert!(!out.contains("get_tuple_element"), "{out}");
}

#[test]
fn conditional_branches_capture_their_operands() {
    let text = "HloModule m\n\
        t {\n  a = f32[] parameter(0)\n  ROOT n = f32[] negate(a)\n}\n\
        f {\n  b = f32[] parameter(0)\n  ROOT e = f32[] exponential(b)\n}\n\
        ENTRY e {\n  p = pred[] parameter(0)\n  x = f32[] parameter(1)\n  \
        ROOT c = f32[] conditional(p, x, x), true_computation=t, false_computation=f\n}\n";
    let out = import_verified_generic(text);
    assert!(out.contains("%0 = \"hlo.if\"(%arg0) ({"), "{out}");
    assert!(
        out.contains("\"hlo.negate\"(%arg1) : (tensor<f32>) -> tensor<f32>"),
        "{out}"
    );
    assert!(
        out.contains("\"hlo.exponential\"(%arg1) : (tensor<f32>) -> tensor<f32>"),
        "{out}"
    );
}

#[test]
fn calls_become_private_functions() {
    let text = "HloModule m\n\
        %helper (x: f32[2]) -> (f32[2], f32[2]) {\n  %x = f32[2]{0} parameter(0)\n  \
        ROOT %t = (f32[2]{0}, f32[2]{0}) tuple(f32[2]{0} %x, f32[2]{0} %x)\n}\n\
        ENTRY %main.3 (a: f32[2]) -> f32[2] {\n  %a = f32[2]{0} parameter(0)\n  \
        %c = (f32[2]{0}, f32[2]{0}) call(f32[2]{0} %a), to_apply=%helper\n  \
        ROOT %g = f32[2]{0} get-tuple-element((f32[2]{0}, f32[2]{0}) %c), index=1\n}\n";
    let ctx = context();
    let m = import_hlo(&ctx, "t.hlo", text).unwrap();
    xla_ir::verify::verify_module(&ctx, &m).unwrap();
    let out = print_module(&ctx, &m, &PrintOptions::default());
    assert!(
        out.contains(
            "func.func private @helper(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "%0:2 = call @helper(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)"
        ),
        "{out}"
    );
    assert!(out.contains("return %0#1 : tensor<2xf32>"), "{out}");
}

#[test]
fn composite_calls_become_hlo_composite() {
    let text = "HloModule m\n\
        impl {\n  a = f32[] parameter(0)\n  ROOT n = f32[] negate(a)\n}\n\
        ENTRY e {\n  x = f32[] parameter(0)\n  ROOT c = f32[] call(x), to_apply=impl, is_composite=true, \
        frontend_attributes={composite.attributes={n = 1 : i32},composite.name=\"my.neg\",composite.version=\"2\"}\n}\n";
    let out = import(text, false).unwrap();
    assert!(out.contains("func.func private @impl"), "{out}");
    assert!(
        out.contains("composite_attributes = {n = 1 : i32}"),
        "{out}"
    );
    assert!(out.contains("decomposition = @impl"), "{out}");
    assert!(out.contains("\"my.neg\""), "{out}");
    assert!(out.contains("version = 2 : i32"), "{out}");
}

#[test]
fn metadata_names_the_location() {
    let text = "HloModule m\nENTRY e {\n  ROOT a = f32[] parameter(0), metadata={op_name=\"jit(f)/x\" source_file=\"f.py\" source_line=7}\n}\n";
    let out = import(text, true).unwrap();
    // Printed as mlir-opt does, through #loc aliases.
    assert!(out.contains("#loc2 = loc(\"t.hlo\":3:3)"), "{out}");
    assert!(out.contains("#loc3 = loc(\"f.py\":7:1)"), "{out}");
    assert!(out.contains("#loc4 = loc(\"jit(f)/x\"(#loc2))"), "{out}");
    assert!(out.contains("loc(fused[#loc4, #loc3])"), "{out}");
}

#[test]
fn errors_point_into_the_hlo_text() {
    let undefined = "HloModule m\nENTRY e {\n  ROOT a = f32[] negate(nope)\n}\n";
    assert_eq!(
        import(undefined, false).unwrap_err(),
        "t.hlo:3:25: use of undefined instruction 'nope'"
    );
    let opcode = "HloModule m\nENTRY e {\n  ROOT a = f32[] frobnicate()\n}\n";
    assert_eq!(
        import(opcode, false).unwrap_err(),
        "t.hlo:3:3: unsupported HLO opcode 'frobnicate'"
    );
    let syntax = "HloModule m\nENTRY e {\n  ROOT a = f32[ parameter(0)\n}\n";
    assert!(
        import(syntax, false)
            .unwrap_err()
            .starts_with("t.hlo:3:17: expected a dimension or ']'"),
        "{}",
        import(syntax, false).unwrap_err()
    );
    let literal = "HloModule m\nENTRY e {\n  ROOT c = s32[3] constant({1, 2})\n}\n";
    assert_eq!(
        import(literal, false).unwrap_err(),
        "t.hlo:3:28: expected 3 elements, got 2"
    );
    let cycle = "HloModule m\nENTRY e {\n  a = f32[] negate(b)\n  ROOT b = f32[] negate(a)\n}\n";
    assert!(import(cycle, false)
        .unwrap_err()
        .contains("depends on itself"));
    let recursive = "HloModule m\nr {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  \
                     ROOT s = f32[] reduce(a, b), dimensions={}, to_apply=r\n}\n\
                     ENTRY e {\n  x = f32[] parameter(0)\n  ROOT y = f32[] reduce(x, x), dimensions={}, to_apply=r\n}\n";
    assert!(import(recursive, false)
        .unwrap_err()
        .contains("used inside itself"));
    let elem = "HloModule m\nENTRY e {\n  ROOT a = q7[2] parameter(0)\n}\n";
    assert_eq!(
        import(elem, false).unwrap_err(),
        "t.hlo:3:12: unsupported element type 'q7'"
    );
}

#[test]
fn a_second_entry_or_root_is_an_error() {
    let entries = "HloModule m\nENTRY a {\n  ROOT x = f32[] constant(1)\n}\nENTRY b {\n  ROOT y = f32[] constant(2)\n}\n";
    assert_eq!(
        import(entries, false).unwrap_err(),
        "t.hlo:5:1: expects only one ENTRY"
    );
    let roots =
        "HloModule m\nENTRY e {\n  ROOT x = f32[] constant(1)\n  ROOT y = f32[] constant(2)\n}\n";
    assert_eq!(
        import(roots, false).unwrap_err(),
        "t.hlo:4:3: one computation should have only one ROOT"
    );
}

/// Every one-character deletion and truncation of a module imports or fails with a
/// diagnostic, never a panic.
#[test]
fn mutated_inputs_never_panic() {
    let text = "HloModule m\n\
        %r (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  \
        ROOT %s = f32[] add(%a, %b)\n}\n\
        ENTRY e {\n  x = f32[2,3]{1,0} parameter(0)\n  c = f32[] constant(0)\n  \
        t = (f32[2,3], f32[]) tuple(x, c)\n  y = f32[2,3] get-tuple-element(t), index=0\n  \
        s = f32[1,3] slice(y), slice={[0:1], [0:3]}\n  p = f32[4,5] pad(y, c), padding=1_1x1_1\n  \
        ROOT z = f32[2] reduce(y, c), dimensions={1}, to_apply=%r\n}\n";
    let ctx = context();
    let chars: Vec<char> = text.chars().collect();
    for i in 0..chars.len() {
        let deleted: String = chars
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, c)| c)
            .collect();
        let _ = import_hlo(&ctx, "t.hlo", &deleted);
        let truncated: String = chars[..i].iter().collect();
        let _ = import_hlo(&ctx, "t.hlo", &truncated);
    }
}
