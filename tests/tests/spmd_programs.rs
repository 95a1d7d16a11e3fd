//! Multi-device JAX programs (tests/spmd/programs, made by tests/spmd/export.py: shard_map and
//! pmap over 2 and 4 devices, 1-D and 2-D meshes, collectives inside): each runs on its
//! devices (threads) in the interpreter and must give JAX's outputs (tolerances from
//! manifest.tsv); every exported file (parse-only ones too) round-trips through our printer.

use std::path::PathBuf;
use xla_interp::{Interp, Registry, Value};
use xla_ir::asm::{parse_module, print_module, PrintOptions};
use xla_ir::Context;
use xla_tests::jax_programs::{compare, load_spmd_programs, spmd_programs_dir, Program};

fn dir() -> PathBuf {
    spmd_programs_dir()
}

fn context() -> Context {
    let mut ctx = Context::new();
    xla_dialects::load_all(&mut ctx);
    xla_interp::attach_interpreter(&mut ctx);
    ctx
}

/// JAX's spelling: `stablehlo.*` names.
fn options(generic: bool) -> PrintOptions {
    PrintOptions {
        generic,
        dialect_renames: vec![("hlo".to_string(), "stablehlo".to_string())],
        ..PrintOptions::default()
    }
}

fn run(ctx: &Context, p: &Program, devices: usize) -> Result<(), String> {
    let m = parse_module(ctx, &p.name, &p.text).map_err(|d| format!("{d:?}"))?;
    xla_ir::verify::verify_module(ctx, &m).map_err(|d| format!("{d:?}"))?;
    let (nr, np) = xla_interp::devices::module_devices(ctx, &m);
    if nr * np != devices {
        return Err(format!(
            "module has {} devices, manifest {devices}",
            nr * np
        ));
    }
    let fs = xla_interp::runner::functions(ctx, &m);
    let (_, arg_types) = fs.iter().find(|(n, _)| n == "main").ok_or("no @main")?;
    let inputs: Vec<Value> = p
        .inputs
        .iter()
        .zip(arg_types)
        .map(|(b, &t)| xla_interp::npy::read_npy(ctx, b, t).map(Value::Tensor))
        .collect::<Result<_, _>>()?;
    let registry = Registry::with_all();
    let interp = Interp::new(ctx, &registry, Some(&m));
    let outs = interp.call("main", inputs).map_err(|d| d.message)?;
    if outs.len() != p.outputs.len() {
        return Err(format!("{} results, JAX {}", outs.len(), p.outputs.len()));
    }
    for (i, (o, want)) in outs.iter().zip(&p.outputs).enumerate() {
        compare(ctx, o, want, p).map_err(|e| format!("result {i}: {e}"))?;
    }
    Ok(())
}

#[test]
fn spmd_programs_give_jaxs_outputs_on_their_devices() {
    let ctx = context();
    let programs = load_spmd_programs();
    assert!(programs.len() >= 37, "only {} programs", programs.len());
    let failures: Vec<String> = programs
        .iter()
        .filter_map(|(p, n)| run(&ctx, p, *n).err().map(|e| format!("{}: {e}", p.name)))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every exported file: JAX's generic form prints back byte for byte (generic); JAX's custom
/// form prints back byte for byte, except that `stablehlo.constant` results print as `%N`
/// where JAX names them `%cst`/`%c` (the hlo printer names no constants): for those files the
/// custom form must survive custom -> generic -> custom unchanged instead.
#[test]
fn spmd_programs_round_trip_as_jax_prints_them() {
    let ctx = context();
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .expect("programs")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".mlir") && !n.ends_with(".generic.mlir"))
        .map(|n| n.trim_end_matches(".mlir").to_string())
        .collect();
    names.sort();
    assert!(names.len() >= 39);
    let print = |text: &str, generic: bool| -> String {
        let m = parse_module(&ctx, "x", text).unwrap_or_else(|d| panic!("{d:?}"));
        xla_ir::verify::verify_module(&ctx, &m).unwrap_or_else(|d| panic!("{d:?}"));
        print_module(&ctx, &m, &options(generic))
    };
    let mut exact_custom = 0;
    for name in &names {
        let read = |suffix: &str| std::fs::read_to_string(dir().join(format!("{name}{suffix}")));
        let (custom, generic) = (
            read(".mlir").expect("custom"),
            read(".generic.mlir").expect("generic"),
        );
        assert_eq!(
            print(&generic, true).trim_end(),
            generic.trim_end(),
            "{name}: generic"
        );
        let ours = print(&custom, false);
        if custom.contains("stablehlo.constant") {
            assert_eq!(
                print(&print(&custom, true), false),
                ours,
                "{name}: custom via generic"
            );
        } else {
            assert_eq!(ours.trim_end(), custom.trim_end(), "{name}: custom");
            exact_custom += 1;
        }
        assert_eq!(print(&generic, false), ours, "{name}: generic to custom");
    }
    assert!(
        exact_custom >= 25,
        "{exact_custom} byte-identical custom forms"
    );
}
