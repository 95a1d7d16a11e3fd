//! `mpirun -np N xla-run prog.mlir --input global0.npy ... --output-dir D`: one device per MPI
//! rank (cargo feature `mpi`; docs/devices.md). Every rank reads the module and the global
//! inputs and checks them; the ranks agree that all of them can run before any starts (else
//! each exits 1 with its error); a rank that fails while running ends every rank
//! (`MPI_Abort`). Rank 0 prints and writes the results, the others nothing.

/// This process's place in an MPI job.
#[derive(Clone, Copy)]
pub struct Launch {
    pub rank: usize,
    pub size: usize,
}

/// The job `mpirun` started this process in (Open MPI's or MPICH's variables), when this
/// process should run as one of its ranks: always in a build with MPI, and in a build without
/// it when the job has several processes (which it then refuses).
pub fn launched_by_mpirun() -> Option<Launch> {
    let var = |names: &[&str]| {
        names
            .iter()
            .find_map(|n| std::env::var(n).ok()?.parse::<usize>().ok())
    };
    let size = var(&["OMPI_COMM_WORLD_SIZE", "PMI_SIZE"])?;
    let rank = var(&["OMPI_COMM_WORLD_RANK", "PMI_RANK"]).unwrap_or(0);
    Some(Launch { rank, size }).filter(|l| cfg!(feature = "mpi") || l.size > 1)
}

/// `message` (one or more rendered diagnostics) marked with the rank that reports it.
fn on_rank(rank: usize, message: &str) -> String {
    format!("rank {rank}: {message}")
}

#[cfg(not(feature = "mpi"))]
pub fn main(_: &crate::Cli, launch: Launch) -> std::process::ExitCode {
    eprint!(
        "{}",
        on_rank(
            launch.rank,
            &crate::plain(format!(
                "mpirun started {} processes, but this xla-run was built without MPI: build it \
                 with `--features xla-run/mpi` (docs/devices.md)",
                launch.size
            ))
        )
    );
    std::process::ExitCode::FAILURE
}

#[cfg(feature = "mpi")]
pub use with_mpi::main;

#[cfg(feature = "mpi")]
mod with_mpi {
    use super::{on_rank, Launch};
    use crate::{plain, render_diag, Cli, Totals};
    use std::process::ExitCode;
    use xla_interp::mpi_transport::MpiWorld;
    use xla_interp::transport::DistributedDevice;
    use xla_interp::{Interp, Registry, Value};
    use xla_ir::diag::SourceMgr;
    use xla_ir::Context;

    /// Options that do not apply to a run spread over processes.
    fn check_options(cli: &Cli, world: &MpiWorld) -> Result<(), String> {
        let refuse = |what: &str| {
            Err(format!(
                "{what} is not supported when mpirun starts xla-run (one device per process)"
            ))
        };
        if cli.emit_object.is_some() {
            return refuse("--emit-object");
        }
        if cli.backend == "jit" && !cfg!(feature = "melior") {
            return Err(format!("--backend jit: {}", xla_melior::HOW_TO_ENABLE));
        }
        if cli.split_input_file {
            return refuse("--split-input-file");
        }
        if cli.repeat > 1 {
            return refuse("--repeat");
        }
        if cli.module_path() == "-" {
            return Err(
                "every rank reads the module: give its file, not '-' (stdin reaches rank 0 only)"
                    .into(),
            );
        }
        match cli.devices {
            Some(n) if n as usize != world.size() => Err(format!(
                "--devices {n} was given, but mpirun started {} processes (one per device)",
                world.size()
            )),
            _ => Ok(()),
        }
    }

    /// The program's device count against the world's size.
    fn check_world(ctx: &Context, module: &xla_ir::Module, world: &MpiWorld) -> Result<(), String> {
        let (nr, np) = xla_interp::devices::module_devices(ctx, module);
        if nr * np == world.size() {
            return Ok(());
        }
        Err(plain(format!(
            "the program runs on {} devices (mhlo.num_replicas = {nr} x mhlo.num_partitions = \
             {np}), but mpirun started {} processes: run it with `mpirun -np {}`",
            nr * np,
            world.size(),
            nr * np
        )))
    }

    pub fn main(cli: &Cli, launch: Launch) -> ExitCode {
        let world = match MpiWorld::init() {
            Ok(w) => w,
            Err(e) => {
                eprint!("{}", on_rank(launch.rank, &plain(e)));
                return ExitCode::FAILURE;
            }
        };
        let rank = world.rank();
        let source = check_options(cli, &world)
            .and_then(|()| crate::read_source(cli))
            .map_err(plain);
        let ctx = crate::context(cli);
        let mut sm = SourceMgr::new();
        let loaded = source.and_then(|(name, text)| {
            sm.add_buffer(name.clone(), text.clone());
            let mut module = crate::parse_chunk(&ctx, &sm, &name, &text, 1)?;
            check_world(&ctx, &module, &world)?;
            // Every rank compiles the bodies before any runs (compiling takes longer than a
            // collective waits).
            let compiled = compile(cli, &ctx, &sm, &mut module)?;
            let (entries, inputs) = crate::entries_and_inputs(cli, &ctx, &module)?;
            Ok((module, compiled, entries, inputs))
        });
        // Before any rank runs (and meets the others in a collective), all must be ready.
        if !world.all_ok(loaded.is_ok()) {
            let message = match &loaded {
                Err(e) => e.clone(),
                Ok(_) => plain("another rank cannot run the program (see its error); stopping"),
            };
            eprint!("{}", on_rank(rank, &message));
            // mpirun ends the job when a rank exits with an error: every rank says why first.
            world.barrier();
            return ExitCode::FAILURE;
        }
        let Ok((module, compiled, entries, inputs)) = loaded else {
            return ExitCode::FAILURE;
        };
        let registry = Registry::with_all();
        let mut interp = Interp::new(&ctx, &registry, Some(&module));
        #[cfg(feature = "melior")]
        let device_programs = compiled
            .as_ref()
            .map(|(j, m)| xla_jit_devices::devices::CompiledDevices::new(&ctx, m, j.concurrent()));
        #[cfg(feature = "melior")]
        {
            interp.device_programs = device_programs
                .as_ref()
                .map(|d| d as &dyn xla_interp::parallel::DevicePrograms);
        }
        #[cfg(not(feature = "melior"))]
        let _: Option<()> = compiled;
        interp.distributed = Some(DistributedDevice::new(
            rank,
            world.size(),
            world.transport(xla_interp::parallel::RENDEZVOUS_TIMEOUT),
        ));
        if rank == 0 {
            interp.probe_dir = cli.probe_output_dir.clone();
        }
        let mut results = Vec::new();
        for entry in &entries {
            match xla_interp::runner::call_entry(&interp, entry, &inputs) {
                Ok(values) => results.push(xla_interp::runner::restore_result_types(
                    &ctx, &module, entry, values,
                )),
                Err(d) => {
                    eprint!("{}", on_rank(rank, &render_diag(&ctx, &sm, &d)));
                    eprintln!("rank {rank}: ending every rank");
                    world.abort(1);
                }
            }
        }
        // Checks outside manual computations ran on every rank: rank 0 counts them.
        let mut stats = interp
            .distributed
            .as_ref()
            .map(|d| d.device_checks.take())
            .unwrap_or_default();
        if rank == 0 {
            let global = interp.checks.take();
            stats.passed += global.passed;
            stats.failed += global.failed;
            stats.failures.extend(global.failures);
        }
        for f in &stats.failures {
            eprint!("{}", on_rank(rank, &render_diag(&ctx, &sm, f)));
        }
        let counts = world.sum(&[stats.passed as u64, stats.failed as u64]);
        let mut failed = counts[1] > 0;
        if rank == 0 {
            failed |= write_outputs(cli, &ctx, &results);
            if counts.iter().sum::<u64>() > 0 {
                println!("{} passed, {} failed", counts[0], counts[1]);
            }
        }
        world.barrier();
        if failed {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        }
    }

    /// `--backend jit`: the manual computations' bodies compiled (this rank calls its
    /// device's), the module annotated with their names; the code around them is interpreted.
    #[cfg(feature = "melior")]
    fn compile(
        cli: &Cli,
        ctx: &Context,
        sm: &SourceMgr,
        module: &mut xla_ir::Module,
    ) -> Result<Option<(xla_melior::JitModule, xla_ir::Module)>, String> {
        if cli.backend != "jit" {
            return Ok(None);
        }
        crate::jit::compile_devices(cli, ctx, sm, module).map(Some)
    }

    /// Without the native backend, `--backend jit` was refused (`check_options`).
    #[cfg(not(feature = "melior"))]
    fn compile(
        _: &Cli,
        _: &Context,
        _: &SourceMgr,
        _: &mut xla_ir::Module,
    ) -> Result<Option<()>, String> {
        Ok(None)
    }

    /// Prints and writes the results (rank 0); whether that failed.
    fn write_outputs(cli: &Cli, ctx: &Context, results: &[Vec<Value>]) -> bool {
        let mut totals = Totals::default();
        for values in results {
            if cli.print {
                for v in values {
                    println!("{}", crate::print_value(ctx, v));
                }
            }
            if let Err(e) = crate::write_results(cli, values, &mut totals) {
                eprint!("{e}");
                return true;
            }
        }
        match cli.output_dir.as_ref() {
            Some(dir) => match std::mem::take(&mut totals.outputs).commit(dir) {
                Ok(()) => false,
                Err(e) => {
                    eprint!("{}", plain(e));
                    true
                }
            },
            None => false,
        }
    }
}
