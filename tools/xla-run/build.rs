//! With the `mpi` feature: when `mpirun` is not on PATH, the MPI tests are ignored with that
//! reason (cfg `no_mpirun`) rather than run and counted as passes.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(no_mpirun)");
    println!("cargo::rerun-if-env-changed=PATH");
    if std::env::var_os("CARGO_FEATURE_MPI").is_none() {
        return;
    }
    let found = std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("mpirun").is_file()));
    if !found {
        println!("cargo::rustc-cfg=no_mpirun");
        println!(
            "cargo::warning=mpirun is not on PATH: the MPI tests are ignored (apt-get install openmpi-bin)"
        );
    }
}
