//! xla-translate on inputs that used to lose data silently, and `-o` as xla-opt writes it;
//! every run limited in memory and time (tests/src/limited.rs).

#[path = "../../../tests/src/limited.rs"]
mod limited;

use limited::{fresh_dir, run_limited, run_limited_unprivileged};
use std::path::Path;

fn exe() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_xla-translate"))
}

#[test]
fn a_second_entry_or_root_is_a_located_error() {
    let entries = "HloModule m\nENTRY a {\n  ROOT x = f32[] constant(1)\n}\nENTRY b {\n  ROOT y = f32[] constant(2)\n}\n";
    let run = run_limited(exe(), &["--import-hlo", "-"], entries.as_bytes(), 1024, 30);
    run.expect_code(1, "two ENTRY computations");
    assert!(
        run.stderr
            .contains("<stdin>:5:1: error: expects only one ENTRY"),
        "{}",
        run.stderr
    );
    let roots =
        "HloModule m\nENTRY e {\n  ROOT x = f32[] constant(1)\n  ROOT y = f32[] constant(2)\n}\n";
    let run = run_limited(exe(), &["--import-hlo", "-"], roots.as_bytes(), 1024, 30);
    run.expect_code(1, "two ROOT instructions");
    assert!(
        run.stderr
            .contains("<stdin>:4:3: error: one computation should have only one ROOT"),
        "{}",
        run.stderr
    );
}

#[test]
fn output_files_are_written_as_xla_opt_writes_them() {
    use std::os::unix::fs::PermissionsExt;
    let hlo = "HloModule m\nENTRY e {\n  ROOT x = f32[] constant(1)\n}\n";
    let dir = fresh_dir("xla-translate", "output");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
    let read_only = dir.join("ro.mlir");
    std::fs::write(&read_only, "old").unwrap();
    std::fs::set_permissions(&read_only, std::fs::Permissions::from_mode(0o444)).unwrap();
    let args = ["--import-hlo", "-", "-o", read_only.to_str().unwrap()];
    let run = run_limited_unprivileged(exe(), &args, hlo.as_bytes(), 1024, 30);
    run.expect_code(1, "-o on a read-only file");
    assert!(run.stderr.contains("Permission denied"), "{}", run.stderr);
    assert_eq!(std::fs::read_to_string(&read_only).unwrap(), "old");
    let target = dir.join("target.mlir");
    std::fs::write(&target, "old").unwrap();
    let link = dir.join("link.mlir");
    std::os::unix::fs::symlink("target.mlir", &link).unwrap();
    let run = run_limited(
        exe(),
        &["--import-hlo", "-", "-o", link.to_str().unwrap()],
        hlo.as_bytes(),
        1024,
        30,
    );
    run.expect_code(0, "-o on a symbolic link");
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read_to_string(&target)
        .unwrap()
        .contains("func.func @main"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(feature = "melior")]
#[test]
fn splats_llvm_would_expand_are_a_located_error() {
    for (ty, storage) in [
        ("tensor<1000000000xf32>", "!llvm.array<1000000000 x f32>"),
        (
            "tensor<0x100000000000xf32>",
            "!llvm.array<0 x array<100000000000 x f32>>",
        ),
    ] {
        let text = format!(
            "module {{\n  llvm.mlir.global private constant @g(dense<1.0> : {ty}) : {storage}\n}}\n"
        );
        let run = run_limited(exe(), &["--mlir-to-llvmir", "-"], text.as_bytes(), 3072, 60);
        run.expect_code(1, ty);
        assert!(
            run.stderr.contains(
                "<stdin>:2:3: error: 'llvm.mlir.global' op has a dense value LLVM would expand to"
            ),
            "{ty}: {}",
            run.stderr
        );
    }
}
