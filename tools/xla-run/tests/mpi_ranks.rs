//! `mpirun -np N xla-run --backend interp|jit`, one device per process (cargo feature `mpi`;
//! the JIT's tests with `melior` too): JAX's multi-device programs (tests/spmd/programs, 2 and
//! 4 devices, oversubscribed on small machines) give JAX's outputs, written by rank 0; a rank
//! that fails ends every rank well before the collectives' timeout. Ignored, with the reason,
//! where `mpirun` is absent (build.rs).

#![cfg(feature = "mpi")]

#[path = "../../../tests/src/limited.rs"]
mod limited;

use limited::{fresh_dir, run_limited, Limited};
use std::path::{Path, PathBuf};
use xla_interp::Value;
use xla_tests::jax_programs::{compare, load_spmd_programs, spmd_programs_dir, Program};

/// `mpirun -np N xla-run ARGS` (as root too; more processes than cores), at most `seconds`.
fn mpirun(n: usize, args: &[&str], seconds: u64) -> Limited {
    let n = n.to_string();
    let mut all = vec![
        "--allow-run-as-root",
        "--oversubscribe",
        "-np",
        &n,
        env!("CARGO_BIN_EXE_xla-run"),
    ];
    all.extend(args);
    run_limited(Path::new("mpirun"), &all, b"", 4096, seconds)
}

/// Runs `p` on `n` processes with `backend`; Err says how it differs from JAX.
fn check(ctx: &xla_ir::Context, p: &Program, n: usize, backend: &str) -> Result<(), String> {
    let dir = spmd_programs_dir();
    let out = fresh_dir("xla-run", &format!("mpi-{backend}-{}", p.name));
    let module = dir.join(format!("{}.mlir", p.name));
    let inputs: Vec<String> = (0..p.inputs.len())
        .map(|i| format!("{}", dir.join(format!("{}.in{i}.npy", p.name)).display()))
        .collect();
    let mut args = vec![module.to_str().ok_or("path")?, "--backend", backend];
    for i in &inputs {
        args.extend(["--input", i]);
    }
    let out_dir = out.display().to_string();
    args.extend(["--output-dir", &out_dir]);
    let run = mpirun(n, &args, 120);
    if run.timed_out || run.code != Some(0) {
        return Err(format!("exit {:?}: {}", run.code, run.stderr));
    }
    let m = xla_ir::asm::parse_module(ctx, &p.name, &p.text).map_err(|d| format!("{d:?}"))?;
    let (_, results) = m
        .function_signature(ctx, "main", "function_type")
        .ok_or("no @main")?;
    if results.len() != p.outputs.len() {
        return Err(format!(
            "{} results, JAX {}",
            results.len(),
            p.outputs.len()
        ));
    }
    for (k, (ty, want)) in results.iter().zip(&p.outputs).enumerate() {
        let bytes = std::fs::read(out.join(format!("out{k}.npy")))
            .map_err(|e| format!("out{k}.npy: {e}"))?;
        let ours = xla_interp::npy::read_npy(ctx, &bytes, *ty)?;
        compare(ctx, &Value::Tensor(ours), want, p).map_err(|e| format!("result {k}: {e}"))?;
    }
    // Rank 0 alone writes: exactly the results, nothing else.
    let written = std::fs::read_dir(&out).map_err(|e| e.to_string())?.count();
    if written != results.len() {
        return Err(format!(
            "{written} files written for {} results",
            results.len()
        ));
    }
    Ok(())
}

/// Every spmd program through `mpirun` with `backend`, against JAX's outputs.
fn spmd_programs_through(backend: &str) {
    let ctx = xla_tests::context();
    let programs = load_spmd_programs();
    let mut counts = [0usize; 2];
    let mut failures = Vec::new();
    for (p, n) in &programs {
        assert!(*n == 2 || *n == 4, "{}: {n} devices", p.name);
        counts[usize::from(*n == 4)] += 1;
        if let Err(e) = check(&ctx, p, *n, backend) {
            failures.push(format!("{} (mpirun -np {n}): {e}", p.name));
        }
    }
    println!(
        "spmd programs through mpirun --backend {backend}: {} on 2 processes, {} on 4, {} failed",
        counts[0],
        counts[1],
        failures.len()
    );
    assert!(programs.len() >= 37, "only {} programs", programs.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[cfg_attr(
    no_mpirun,
    ignore = "mpirun is not on PATH (apt-get install openmpi-bin)"
)]
fn spmd_programs_give_jaxs_outputs_one_device_per_process() {
    spmd_programs_through("interp");
}

/// Each rank compiles the manual computations' bodies and calls its device's; the compiled
/// collectives exchange over MPI.
#[test]
#[cfg(feature = "melior")]
#[cfg_attr(
    no_mpirun,
    ignore = "mpirun is not on PATH (apt-get install openmpi-bin)"
)]
fn spmd_programs_give_jaxs_outputs_through_the_jit_one_device_per_process() {
    spmd_programs_through("jit");
}

/// Device 1 fails (an unknown custom call) while device 0 waits for it in an all_reduce.
const FAILS_ON_DEVICE_1: &str = r#"
module @fails_on_device_1 attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<2xi32> {
    %0 = stablehlo.constant dense<1> : tensor<2xi32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<1xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %i = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %v = "stablehlo.case"(%i) ({
        stablehlo.return %arg0 : tensor<1xi32>
      }, {
        %f = stablehlo.custom_call @no_such_target(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
        stablehlo.return %f : tensor<1xi32>
      }) : (tensor<i32>) -> tensor<1xi32>
      %s = "stablehlo.all_reduce"(%v) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %t = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %t : tensor<i32>
      }) : (tensor<1xi32>) -> tensor<1xi32>
      sdy.return %s : tensor<1xi32>
    } : (tensor<2xi32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
}
"#;

/// `text` written to a fresh directory named `name` and run by `mpirun -np 2` with
/// `backend`, its results going to an `out` directory there: the run and that directory.
fn run_two_ranks(name: &str, text: &str, backend: &str, print: bool) -> (Limited, PathBuf) {
    let dir = fresh_dir("xla-run", name);
    let module = dir.join(format!("{name}.mlir"));
    std::fs::write(&module, text).expect("write the module");
    let out = dir.join("out");
    let mut args = vec![
        module.to_str().expect("path"),
        "--backend",
        backend,
        "--output-dir",
        out.to_str().expect("path"),
    ];
    if print {
        args.push("--print");
    }
    (mpirun(2, &args, 60), out)
}

/// `text` on two ranks with `backend` fails: every rank ends within 15 s (before the
/// collectives' 20 s timeout) with stderr holding each of `expected`, and nothing written.
fn ends_every_rank(name: &str, text: &str, backend: &str, expected: &[&str]) {
    let (run, out) = run_two_ranks(name, text, backend, false);
    run.expect_code(1, "mpirun");
    assert!(
        run.elapsed < std::time::Duration::from_secs(15),
        "took {:?}",
        run.elapsed
    );
    for want in expected {
        assert!(run.stderr.contains(want), "{want}\n{}", run.stderr);
    }
    assert!(!out.exists(), "a failed run wrote results");
}

#[test]
#[cfg_attr(
    no_mpirun,
    ignore = "mpirun is not on PATH (apt-get install openmpi-bin)"
)]
fn a_rank_that_fails_ends_every_rank() {
    // Device 0 would give up waiting after 20 s: the abort ends it long before.
    ends_every_rank(
        "mpi-rank-fails",
        FAILS_ON_DEVICE_1,
        "interp",
        &[
            "rank 1: ",
            "device 1: 'hlo.custom_call' op with call target 'no_such_target'",
            "rank 1: ending every rank",
        ],
    );
}

/// Device 0 sends its shard squared on channel 5; device 1 receives it and adds its own shard.
const SENDS_TO_DEVICE_1: &str = r#"
module @sends_to_device_1 attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<4xi32> {
    %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %1 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<2xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %i = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %t = stablehlo.after_all : !stablehlo.token
      %v = "stablehlo.case"(%i) ({
        %d = stablehlo.multiply %arg0, %arg0 : tensor<2xi32>
        %s = "stablehlo.send"(%d, %t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
        stablehlo.return %arg0 : tensor<2xi32>
      }, {
        %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
        %y = stablehlo.add %r#0, %arg0 : tensor<2xi32>
        stablehlo.return %y : tensor<2xi32>
      }) : (tensor<i32>) -> tensor<2xi32>
      sdy.return %v : tensor<2xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
}
"#;

/// send/recv across processes (the MPI transport's channels), as with threads (`--devices 2`):
/// device 1's shard is [1, 4] + [3, 4].
fn sends_across_ranks(backend: &str) {
    let (run, out) = run_two_ranks(
        &format!("mpi-send-recv-{backend}"),
        SENDS_TO_DEVICE_1,
        backend,
        true,
    );
    run.expect_code(0, "mpirun");
    assert!(
        run.stdout.contains("dense<[1, 2, 4, 8]> : tensor<4xi32>"),
        "{}\n{}",
        run.stdout,
        run.stderr
    );
    assert!(out.join("out0.npy").exists(), "no result written");
}

#[test]
#[cfg_attr(
    no_mpirun,
    ignore = "mpirun is not on PATH (apt-get install openmpi-bin)"
)]
fn device_0_sends_to_device_1_across_processes() {
    sends_across_ranks("interp");
}

#[test]
#[cfg(feature = "melior")]
#[cfg_attr(
    no_mpirun,
    ignore = "mpirun is not on PATH (apt-get install openmpi-bin)"
)]
fn compiled_device_0_sends_to_device_1_across_processes() {
    sends_across_ranks("jit");
}

#[test]
#[cfg_attr(
    no_mpirun,
    ignore = "mpirun is not on PATH (apt-get install openmpi-bin)"
)]
fn a_device_count_other_than_the_world_size_is_an_error_on_every_rank() {
    let module = spmd_programs_dir().join("sm4_psum_i32_sharded_out.mlir");
    let input = spmd_programs_dir().join("sm4_psum_i32_sharded_out.in0.npy");
    let run = mpirun(
        2,
        &[
            module.to_str().expect("path"),
            "--input",
            input.to_str().expect("path"),
        ],
        60,
    );
    run.expect_code(1, "mpirun");
    for rank in 0..2 {
        let want = format!(
            "rank {rank}: error: the program runs on 4 devices (mhlo.num_replicas = 1 x \
             mhlo.num_partitions = 4), but mpirun started 2 processes"
        );
        assert!(run.stderr.contains(&want), "{want}\n{}", run.stderr);
    }
}

/// Device 0 runs one all_reduce in its compiled body, device 1 two: device 1's second message
/// reaches device 0 while it gathers the results, and the rank that finds the mismatch ends
/// every rank (before the collectives' 20 s timeout).
#[cfg(feature = "melior")]
const DEVICES_DISAGREE: &str = r#"
module @devices_disagree attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main() -> tensor<2xi32> {
    %0 = stablehlo.constant dense<1> : tensor<2xi32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg0: tensor<1xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %i = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %zero = stablehlo.constant dense<0> : tensor<i32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %trips = stablehlo.add %i, %one : tensor<i32>
      %r:2 = stablehlo.while(%k = %zero, %v = %arg0) : tensor<i32>, tensor<1xi32>
      cond {
        %c = stablehlo.compare LT, %k, %trips : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %c : tensor<i1>
      } do {
        %s = "stablehlo.all_reduce"(%v) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
        ^bb0(%a: tensor<i32>, %b: tensor<i32>):
          %t = stablehlo.add %a, %b : tensor<i32>
          stablehlo.return %t : tensor<i32>
        }) : (tensor<1xi32>) -> tensor<1xi32>
        %n = stablehlo.add %k, %one : tensor<i32>
        stablehlo.return %n, %s : tensor<i32>, tensor<1xi32>
      }
      sdy.return %r#1 : tensor<1xi32>
    } : (tensor<2xi32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
}
"#;

#[test]
#[cfg(feature = "melior")]
#[cfg_attr(
    no_mpirun,
    ignore = "mpirun is not on PATH (apt-get install openmpi-bin)"
)]
fn a_compiled_device_that_fails_ends_every_rank() {
    ends_every_rank(
        "mpi-jit-disagree",
        DEVICES_DISAGREE,
        "jit",
        &[
            "xla_collective_call: ",
            "the devices run different collectives",
            "ending every rank",
        ],
    );
}
