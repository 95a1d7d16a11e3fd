//! CPU time of the process (all its threads), for `xla-run --timing`: on a machine shared
//! with other work, wall time measures the scheduler as much as the compiler.

use std::time::Duration;

#[repr(C)]
struct Timespec {
    seconds: i64,
    nanoseconds: i64,
}

/// `CLOCK_PROCESS_CPUTIME_ID` (Linux, glibc).
const CLOCK_PROCESS_CPUTIME_ID: std::ffi::c_int = 2;

extern "C" {
    fn clock_gettime(clock: std::ffi::c_int, time: *mut Timespec) -> std::ffi::c_int;
}

/// User + system time the process has used so far (zero where the clock is unavailable).
pub fn process_cpu_time() -> Duration {
    if !cfg!(target_os = "linux") {
        return Duration::ZERO;
    }
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `clock_gettime` writes one `struct timespec` (two 64-bit fields on the 64-bit
    // Linux targets this crate builds for) through the valid pointer it is given.
    let failed = unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut time) } != 0;
    if failed {
        return Duration::ZERO;
    }
    Duration::new(
        time.seconds.max(0) as u64,
        time.nanoseconds.clamp(0, 999_999_999) as u32,
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn cpu_time_advances_with_work() {
        let start = super::process_cpu_time();
        let mut x = 0u64;
        for i in 0..20_000_000u64 {
            x = x.wrapping_mul(31).wrapping_add(std::hint::black_box(i));
        }
        std::hint::black_box(x);
        assert!(super::process_cpu_time() > start);
    }
}
