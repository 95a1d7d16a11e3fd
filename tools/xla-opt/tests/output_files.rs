//! `-o` as mlir-opt: a read-only file is refused, a writable file in a read-only directory
//! is written, links are written through, and an interrupted run leaves no temporary file.
//! Every run is limited in memory and time (tests/src/limited.rs).

#[path = "../../../tests/src/limited.rs"]
mod limited;

use limited::{finish_limited, fresh_dir, run_limited, run_limited_unprivileged, spawn_limited};
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

const INPUT: &str = "func.func @f() {\n  return\n}\n";

fn exe() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_xla-opt"))
}

fn set_mode(p: &Path, mode: u32) {
    fs::set_permissions(p, fs::Permissions::from_mode(mode)).unwrap();
}

/// The file names in `dir` other than `keep`.
fn others(dir: &Path, keep: &[&str]) -> Vec<String> {
    let names = fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned());
    names.filter(|n| !keep.contains(&n.as_str())).collect()
}

fn path_str(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn a_read_only_file_is_refused() {
    let dir = fresh_dir("xla-opt", "read-only");
    set_mode(&dir, 0o777);
    let out = dir.join("out.mlir");
    fs::write(&out, "old").unwrap();
    set_mode(&out, 0o444);
    let run = run_limited_unprivileged(
        exe(),
        &["-", "-o", path_str(&out)],
        INPUT.as_bytes(),
        1024,
        60,
    );
    run.expect_code(1, "-o on a read-only file");
    assert!(
        run.stderr.contains(&format!(
            "cannot open output file '{}': Permission denied",
            out.display()
        )),
        "{}",
        run.stderr
    );
    assert_eq!(fs::read_to_string(&out).unwrap(), "old");
    assert!(others(&dir, &["out.mlir"]).is_empty());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_writable_file_in_a_read_only_directory_is_written() {
    let dir = fresh_dir("xla-opt", "read-only-dir");
    let out = dir.join("out.mlir");
    fs::write(&out, "old").unwrap();
    set_mode(&out, 0o666);
    set_mode(&dir, 0o555);
    let run = run_limited_unprivileged(
        exe(),
        &["-", "-o", path_str(&out)],
        INPUT.as_bytes(),
        1024,
        60,
    );
    run.expect_code(0, "-o on a writable file in a read-only directory");
    assert!(fs::read_to_string(&out).unwrap().contains("func.func @f()"));
    assert!(others(&dir, &["out.mlir"]).is_empty());
    set_mode(&dir, 0o755);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn links_are_written_through() {
    let dir = fresh_dir("xla-opt", "links");
    let target = dir.join("target.mlir");
    fs::write(&target, "old").unwrap();
    set_mode(&target, 0o640);
    let link = dir.join("link.mlir");
    std::os::unix::fs::symlink("target.mlir", &link).unwrap();
    let run = run_limited(
        exe(),
        &["-", "-o", path_str(&link)],
        INPUT.as_bytes(),
        1024,
        60,
    );
    run.expect_code(0, "-o on a symbolic link");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "the link stays a link"
    );
    assert!(fs::read_to_string(&target)
        .unwrap()
        .contains("func.func @f()"));
    assert_eq!(
        fs::metadata(&target).unwrap().permissions().mode() & 0o777,
        0o640
    );
    // A dangling link creates the file it names.
    let dangling = dir.join("dangling.mlir");
    std::os::unix::fs::symlink("new.mlir", &dangling).unwrap();
    run_limited(
        exe(),
        &["-", "-o", path_str(&dangling)],
        INPUT.as_bytes(),
        1024,
        60,
    )
    .expect_code(0, "-o on a dangling link");
    assert!(fs::read_to_string(dir.join("new.mlir"))
        .unwrap()
        .contains("func.func @f()"));
    // Hard links stay one file.
    let first = dir.join("first.mlir");
    let second = dir.join("second.mlir");
    fs::write(&first, "old").unwrap();
    fs::hard_link(&first, &second).unwrap();
    run_limited(
        exe(),
        &["-", "-o", path_str(&first)],
        INPUT.as_bytes(),
        1024,
        60,
    )
    .expect_code(0, "-o on a hard link");
    assert!(
        fs::read_to_string(&second)
            .unwrap()
            .contains("func.func @f()"),
        "the other name sees the output"
    );
    assert!(others(
        &dir,
        &[
            "target.mlir",
            "link.mlir",
            "dangling.mlir",
            "new.mlir",
            "first.mlir",
            "second.mlir"
        ]
    )
    .is_empty());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sigterm_and_sigint_remove_the_temporary_file() {
    // A module big enough to keep the tool busy for a while after it opened the output.
    let mut big = String::from("func.func @f(%a: i32) -> i32 {\n");
    for i in 0..200_000 {
        big.push_str(&format!("  %v{i} = arith.addi %a, %a : i32\n"));
    }
    big.push_str("  return %a : i32\n}\n");
    for (signal, status) in [("TERM", 15), ("INT", 2)] {
        let dir = fresh_dir("xla-opt", &format!("signal-{signal}"));
        let out = dir.join("out.mlir");
        let child = spawn_limited(
            exe(),
            &["-", "--canonicalize", "-o", path_str(&out)],
            2048,
            false,
        );
        let pid = child.id().to_string();
        let feeder_dir = dir.clone();
        let watcher = std::thread::spawn(move || {
            // Signal once the temporary file exists.
            let start = std::time::Instant::now();
            while others(&feeder_dir, &[]).is_empty() && start.elapsed().as_secs() < 60 {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            let seen = !others(&feeder_dir, &[]).is_empty();
            std::process::Command::new("kill")
                .args([&format!("-{signal}"), &pid])
                .status()
                .unwrap();
            seen
        });
        let run = finish_limited(child, big.as_bytes(), 120);
        assert!(
            watcher.join().unwrap(),
            "the temporary file never appeared: {}",
            run.stderr
        );
        assert!(!run.timed_out);
        assert_eq!(
            run.signal,
            Some(status),
            "SIG{signal} ends the tool by the signal: {}",
            run.stderr
        );
        assert!(
            others(&dir, &[]).is_empty(),
            "SIG{signal} left {:?}",
            others(&dir, &[])
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
