//! Accuracy of the expanded code: the interpreter runs the pass's output on a tensor of f32
//! inputs (every 2^15-th bit pattern, a uniform sweep of the core range, and the edges) and
//! compares with the same math op evaluated on f64 (the interpreter's f64 functions). The
//! bounds asserted here are the ones documented in docs/lowering/math-approximation.md.

use xla_interp::{Buffer, ElemKind, Interp, Registry, Tensor, Value};
use xla_ir::asm::parse_module;
use xla_ir::{Context, Module};

fn context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

fn module(ctx: &Context, op: &str, elem: &str, n: usize, exponent: Option<f64>) -> Module {
    let t = format!("tensor<{n}x{elem}>");
    let body = match exponent {
        Some(p) => format!("  %p = arith.constant dense<{p:?}> : {t}\n  %0 = {op} %x, %p : {t}\n"),
        None => format!("  %0 = {op} %x : {t}\n"),
    };
    let text = format!("func.func @f(%x: {t}) -> {t} {{\n{body}  return %0 : {t}\n}}\n");
    parse_module(ctx, "test", &text).expect("parses")
}

fn approximate(ctx: &Context, m: &mut Module) {
    let pm = crate::lower_to_loops::pipeline_of(
        &crate::lower_to_loops::full_registry(),
        &[super::ARGUMENT],
    )
    .expect("pass");
    let op = m.op;
    crate::lower_to_loops::run_on_module_op(ctx, m.top.op_mut(op), pm).expect("runs");
    xla_ir::verify::verify_module(ctx, m).expect("verifies");
}

fn call(ctx: &Context, m: &Module, elem: xla_ir::Type, data: Buffer, n: usize) -> Vec<f64> {
    let registry = Registry::with_all();
    let interp = Interp::new(ctx, &registry, Some(m));
    let kind = ElemKind::of(ctx, elem).expect("float");
    let input = Tensor {
        ty: ctx.tensor_type(&[n as i64], elem),
        kind,
        shape: vec![n as i64],
        data,
    };
    let out = interp.call("f", vec![Value::Tensor(input)]).expect("runs");
    let t = out[0].as_tensor().expect("tensor");
    t.data.to_f64(t.kind)
}

/// The inputs: every 2^15-th f32 bit pattern, `uniform` points on [lo, hi], and the edges.
fn inputs(lo: f32, hi: f32, uniform: usize) -> Vec<f32> {
    let mut v: Vec<f32> = (0..1u64 << 17)
        .map(|i| f32::from_bits((i << 15) as u32 | 0x15))
        .collect();
    v.extend((0..uniform).map(|i| lo + (hi - lo) * (i as f32 / uniform as f32)));
    let edges = [
        0.0,
        -0.0,
        1e-45,
        -1e-45,
        1e-40,
        -1e-40,
        f32::MIN_POSITIVE,
        1e-30,
        -1e-30,
        1e-7,
        1.0,
        -1.0,
        0.5,
        f32::MAX,
        f32::MIN,
        1e30,
        -1e30,
    ];
    v.extend(edges);
    // The worst points a denser sweep (2^20 values, through the JIT) found for tanh, expm1,
    // log1p and rsqrt: between this sweep's samples.
    v.extend([1078438527u32, 1053029330, 930277810, 662871660].map(f32::from_bits));
    v.extend([f32::INFINITY, f32::NEG_INFINITY, f32::NAN]);
    v
}

/// The f32 ulp at `y`'s magnitude (the subnormal spacing below the normal range).
fn ulp(y: f64) -> f64 {
    let a = y.abs().max(f64::from(f32::MIN_POSITIVE));
    2f64.powi(a.log2().floor() as i32 - 23)
}

struct Report {
    max_ulp: f64,
    worst: f32,
    max_rel: f64,
}

/// Runs `op` before (on f64) and after the pass (on f32) on `xs`; the error over the
/// inputs `measured` selects, and every special (non-finite or zero) result checked exactly.
fn measure(op: &str, exponent: Option<f64>, xs: &[f32], measured: impl Fn(f32) -> bool) -> Report {
    measure_marked(op, exponent, None, xs, measured)
}

/// [`measure`] with the discardable attribute `mark` on the op before the pass.
fn measure_marked(
    op: &str,
    exponent: Option<f64>,
    mark: Option<&str>,
    xs: &[f32],
    measured: impl Fn(f32) -> bool,
) -> Report {
    let ctx = context();
    let n = xs.len();
    let reference = call(
        &ctx,
        &module(&ctx, op, "f64", n, exponent),
        ctx.f64(),
        Buffer::F64(xs.iter().map(|&x| f64::from(x)).collect()),
        n,
    );
    let mut m = module(&ctx, op, "f32", n, exponent);
    if let Some(mark) = mark {
        let body = m.body_mut();
        let ops: Vec<_> = body.root_ops();
        for f in ops {
            let Some(fb) = body.op_mut(f).isolated_body_mut() else {
                continue;
            };
            let inner: Vec<_> = fb.all_ops().collect();
            for o in inner {
                if ctx.op_name_str(fb.op(o).name) == op {
                    fb.op_mut(o).attrs.set_str(&ctx, mark, ctx.unit_attr());
                }
            }
        }
    }
    approximate(&ctx, &mut m);
    let text = xla_ir::asm::print_module(&ctx, &m, &Default::default());
    let left: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("math.") && !l.contains("math.sqrt"))
        .collect();
    assert!(left.is_empty(), "{op}: math ops remain: {left:?}");
    let ours = call(&ctx, &m, ctx.f32(), Buffer::F32(xs.to_vec()), n);
    let mut report = Report {
        max_ulp: 0.0,
        worst: 0.0,
        max_rel: 0.0,
    };
    for ((&x, &r), &o) in xs.iter().zip(&reference).zip(&ours) {
        let exact = r as f32;
        if !exact.is_finite() || exact == 0.0 || x.is_nan() {
            // Special results must be exact (NaN for NaN, the signed zero, the infinity).
            let same = (exact.is_nan() && o.is_nan())
                || (o as f32 == exact && (o as f32).is_sign_negative() == exact.is_sign_negative());
            // An f64 reference that underflows/overflows f32 where ours rounds to the
            // neighbouring value is an ordinary error, measured below.
            if !(same || exact.is_finite() || o.is_finite()) {
                panic!("{op}({x:e}) = {o:e}, expected {exact:e}");
            }
            if exact.is_nan() || o.is_nan() {
                assert!(
                    exact.is_nan() && o.is_nan(),
                    "{op}({x:e}) = {o:e}, expected {exact:e}"
                );
                continue;
            }
            if same {
                continue;
            }
        }
        if !measured(x) {
            continue;
        }
        let err = (o - r).abs() / ulp(r);
        if err > report.max_ulp {
            report.max_ulp = err;
            report.worst = x;
        }
        if r != 0.0 && r.abs() >= f64::from(f32::MIN_POSITIVE) {
            report.max_rel = report.max_rel.max((o - r).abs() / r.abs());
        }
    }
    println!(
        "{op}: max {:.2} ulp (at {:e}), max relative error {:.2e}",
        report.max_ulp, report.worst, report.max_rel
    );
    report
}

fn check(op: &str, lo: f32, hi: f32, bound_ulp: f64) {
    let r = measure(op, None, &inputs(lo, hi, 20_000), |_| true);
    assert!(
        r.max_ulp <= bound_ulp,
        "{op}: {:.2} ulp at {:e} exceeds {bound_ulp}",
        r.max_ulp,
        r.worst
    );
}

#[test]
fn tanh_within_bound() {
    check("math.tanh", -10.0, 10.0, 6.0);
}

#[test]
fn erf_within_bound() {
    check("math.erf", -5.0, 5.0, 1.5);
}

#[test]
fn erfc_within_bound() {
    check("math.erfc", -5.0, 11.0, 8.0);
}

#[test]
fn exp_within_bound() {
    check("math.exp", -110.0, 90.0, 1.0);
}

#[test]
fn expm1_within_bound() {
    check("math.expm1", -20.0, 90.0, 1.6);
}

#[test]
fn log_within_bound() {
    check("math.log", 0.0, 4.0, 1.0);
}

#[test]
fn log1p_within_bound() {
    check("math.log1p", -1.0, 4.0, 2.5);
}

#[test]
fn log2_within_bound() {
    check("math.log2", 0.0, 4.0, 2.0);
}

#[test]
fn rsqrt_within_bound() {
    check("math.rsqrt", 0.0, 4.0, 2.0);
}

#[test]
fn two_over_pi_words_start_as_frac_2_pi() {
    // The words' top 53 bits are f64's 2/pi (the rest is checked by the sweep's huge arguments).
    let w = super::trig::TWO_OVER_PI_BITS[0];
    let top = ((w >> 11) + ((w >> 10) & 1)) as f64 / 2f64.powi(53);
    assert_eq!(top, std::f64::consts::FRAC_2_PI);
}

/// Arguments where f32 values come closest to multiples of pi/2 (the hardest cases of any
/// reduction), huge ones, and the difftest's seed 9873 (sin(1.46e18) gave 0 before Payne-Hanek).
const HARD_TRIG: [f32; 12] = [
    1.46e18,
    16_777_215.0,
    1.0e22,
    -3.0e20,
    2.2517998e15,
    5.2e5,
    524_287.97,
    524_288.0,
    1.6e6,
    7.0e30,
    f32::MAX,
    f32::MIN,
];

#[test]
fn sin_cos_within_bound_over_every_finite_argument() {
    for op in ["math.sin", "math.cos"] {
        let mut xs = inputs(-10.0, 10.0, 20_000);
        xs.extend(HARD_TRIG);
        // The f32 closest to a multiple of pi/2 (Muller, Elementary Functions: r ~ 2^-29).
        xs.push(16_367_173.0 * 2f32.powi(72));
        // Dense sweeps of two binades: from 1/2, where the reduction starts; at 2^19, 2^24 and
        // 2^60; and the two largest.
        for base in [-1, 19, 24, 60, 126] {
            let first = ((127 + base) << 23) as u32;
            xs.extend(
                (0..2 << 23)
                    .step_by(97)
                    .map(|i: u32| f32::from_bits(first + i)),
            );
        }
        let r = measure(op, None, &xs, |x| x.is_finite());
        println!("{op}: {:.2} ulp at {:e}", r.max_ulp, r.worst);
        assert!(
            r.max_ulp <= 1.0,
            "{op}: {:.2} ulp at {:e}",
            r.max_ulp,
            r.worst
        );
        // Infinities give NaN.
        let ctx = context();
        let mut m = module(&ctx, op, "f32", 2, None);
        approximate(&ctx, &mut m);
        let args = vec![f32::INFINITY, f32::NEG_INFINITY];
        let ours = call(&ctx, &m, ctx.f32(), Buffer::F32(args), 2);
        assert!(ours.iter().all(|o| o.is_nan()), "{op}: {ours:?}");
    }
}

/// The f32 below 4096 closest to multiples of pi/2 (an exhaustive search: |r| from 2^-27.8,
/// at 252.89821, up).
const NEAR_MULTIPLES_OF_PIO2: [f32; 8] = [
    252.898_21,
    505.796_42,
    4.712_389,
    1_011.592_83,
    9.424_778,
    2_023.185_7,
    14.137_167,
    1.570_796_4,
];

/// With `xla.small_argument` (`--scf-version-trig-loops` proved |x| < 4096), the Cody-Waite
/// reduction in f32 alone: dense sweeps of every binade from 2^-1 to 2^11 (and the core
/// range, the f32 closest to multiples of pi/2 below 4096) keep the full reduction's bound.
#[test]
fn small_argument_sin_cos_within_bound() {
    for op in ["math.sin", "math.cos"] {
        let mut xs: Vec<f32> = (0..20_000)
            .map(|i| -10.0 + 20.0 * (i as f32 / 20_000.0))
            .collect();
        xs.extend([0.0, -0.0, 1e-30, -1e-45, 4095.9998, -4095.9998]);
        xs.extend(NEAR_MULTIPLES_OF_PIO2);
        for base in -1..12 {
            let first = ((127 + base) << 23) as u32;
            xs.extend(
                (0..1u32 << 23)
                    .step_by(251)
                    .flat_map(|i| [f32::from_bits(first + i), -f32::from_bits(first + i)]),
            );
        }
        assert!(xs.iter().all(|x| x.abs() < 4096.0));
        let r = measure_marked(op, None, Some(super::SMALL_ARGUMENT_ATTR), &xs, |_| true);
        assert!(
            r.max_ulp <= 1.0,
            "{op}: {:.2} ulp at {:e}",
            r.max_ulp,
            r.worst
        );
    }
}

#[test]
fn powf_constant_exponents() {
    let xs = inputs(-4.0, 4.0, 2_000);
    for p in [0.0, 1.0, 2.0, 3.0, 4.0, -1.0, -2.0, 0.5, -0.5] {
        let r = measure("math.powf", Some(p), &xs, |_| true);
        assert!(
            r.max_ulp <= 1.5,
            "pow(x, {p}): {:.2} ulp at {:e}",
            r.max_ulp,
            r.worst
        );
    }
}

#[test]
fn f64_and_other_exponents_stay() {
    let ctx = context();
    for (op, elem, p) in [("math.tanh", "f64", None), ("math.powf", "f32", Some(0.3))] {
        let mut m = module(&ctx, op, elem, 4, p);
        approximate(&ctx, &mut m);
        let text = xla_ir::asm::print_module(&ctx, &m, &Default::default());
        assert!(text.contains(op), "{text}");
    }
}

#[test]
fn half_precision_is_computed_in_f32() {
    let ctx = context();
    for elem in ["f16", "bf16"] {
        let mut m = module(&ctx, "math.tanh", elem, 4, None);
        approximate(&ctx, &mut m);
        let text = xla_ir::asm::print_module(&ctx, &m, &Default::default());
        assert!(
            !text.contains("math.tanh")
                && text.contains("arith.extf")
                && text.contains("arith.truncf"),
            "{text}"
        );
    }
}
