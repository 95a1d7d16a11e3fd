//! A module compiled on two threads (split_module.rs: the outlined product kernels go to a
//! side object linked by an LLJIT of its own) computes what the same module compiled on one
//! thread computes, bit for bit, and the split is really taken.

use xla_ir::Context;
use xla_melior::{set_compile_threads, ElemKind, HostBuffer, HostValue, JitModule, OptLevel};
use xla_melior::{Phase, ResultSpec};

const PRODUCT: &str = r#"
func.func @main(%a: tensor<67x129xf32>, %b: tensor<129x33xf32>) -> tensor<67x33xf32> {
  %0 = stablehlo.dot %a, %b : (tensor<67x129xf32>, tensor<129x33xf32>) -> tensor<67x33xf32>
  %1 = stablehlo.tanh %0 : tensor<67x33xf32>
  return %1 : tensor<67x33xf32>
}
"#;

fn buffer(shape: &[i64], seed: u32) -> HostValue {
    let n: i64 = shape.iter().product();
    let data: Vec<u8> = (0..n as u32)
        .flat_map(|i| {
            (((i.wrapping_mul(2654435761) ^ seed) % 1000) as f32 / 500.0 - 1.0).to_le_bytes()
        })
        .collect();
    HostValue::MemRef(HostBuffer {
        elem: ElemKind::F32,
        shape: shape.to_vec(),
        data: data.into(),
        minor_to_major: None,
    })
}

fn run(ctx: &Context, threads: usize) -> (Vec<u8>, Vec<Phase>) {
    let mut module = xla_ir::asm::parse_module(ctx, "product.mlir", PRODUCT).expect("parsed");
    xla_passes::lower_to_llvm::lower_module(ctx, &mut module, false, &mut |_| {}).expect("lowered");
    set_compile_threads(threads);
    let jit = JitModule::compile(ctx, &module, OptLevel::O2);
    set_compile_threads(0);
    let jit = jit.expect("compiled");
    let args = [buffer(&[67, 129], 1), buffer(&[129, 33], 2)];
    let spec = ResultSpec::MemRef {
        elem: ElemKind::F32,
        rank: 2,
        shape: Some(vec![67, 33]),
    };
    let out = jit.call("main", &args, &[spec]).expect("called");
    let HostValue::MemRef(b) = &out[0] else {
        panic!("a memref result")
    };
    (b.data.to_vec(), jit.phases.clone())
}

#[test]
fn two_compile_threads_give_the_same_code() {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    let (split, phases) = run(&ctx, 2);
    assert!(
        phases.iter().any(|p| p.name.contains("two threads")),
        "not split: {:?}",
        phases.iter().map(|p| p.name).collect::<Vec<_>>()
    );
    let (whole, phases) = run(&ctx, 1);
    assert!(phases.iter().all(|p| !p.name.contains("two threads")));
    assert_eq!(split.len(), 67 * 33 * 4);
    assert!(split.iter().any(|&b| b != 0));
    assert_eq!(split, whole);
}
