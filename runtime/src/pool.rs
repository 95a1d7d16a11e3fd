//! The thread pool: `threads() - 1` persistent workers plus the calling thread. A loop is a
//! [`Job`] of contiguous chunks, claimed one at a time through an atomic counter by the caller
//! and by at most `threads() - 1` workers; the caller returns when every chunk has run.
//! Workers spin for [`SPIN`] after their last job before they sleep, and the caller spins as
//! long for the last chunks before it sleeps: a model's loops follow each other within
//! microseconds, and a sleeping thread woken through the kernel (tens of microseconds under a
//! hypervisor) joined a loop late and ran a third of its chunks instead of half.

use std::collections::VecDeque;
use std::ffi::c_void;
use std::sync::atomic::{AtomicI64, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

/// A loop body as generated code defines it: `body(ctx, begin, end)` runs `[begin, end)`.
pub type Body = extern "C" fn(*mut c_void, i64, i64);

/// At most this many chunks per thread: enough to even out threads slowed by other work.
const CHUNKS_PER_THREAD: i64 = 4;

/// How long an idle thread polls for work (a worker) or for the last chunks (the caller)
/// before it sleeps.
const SPIN: Duration = Duration::from_micros(200);

/// Polls `done` with the CPU's pause hint until it holds or [`SPIN`] has passed.
fn spin_until(done: impl Fn() -> bool) -> bool {
    let start = Instant::now();
    loop {
        for _ in 0..64 {
            if done() {
                return true;
            }
            std::hint::spin_loop();
        }
        if start.elapsed() >= SPIN {
            return done();
        }
    }
}

/// 0: not set (the available cores).
static THREADS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Set while this thread runs chunks: a parallel loop inside a body runs inline.
    static IN_BODY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Sets the thread count of later loops (0: the available cores).
pub fn set_threads(n: usize) {
    THREADS.store(n, Ordering::Relaxed);
}

/// The thread count loops use now, the calling thread included.
pub fn threads() -> usize {
    match THREADS.load(Ordering::Relaxed) {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
}

/// One parallel loop: its chunks and who has run them.
struct Job {
    body: Body,
    ctx: usize,
    begin: i64,
    end: i64,
    chunk: i64,
    chunks: i64,
    next: AtomicI64,
    /// Workers that joined, against `helpers`, the most that may.
    joined: AtomicUsize,
    helpers: usize,
    finished: AtomicI64,
    /// Held to sleep on `all_done` and to notify it, so that a wake-up cannot be lost.
    sleep: Mutex<()>,
    all_done: Condvar,
}

impl Job {
    fn has_work(&self) -> bool {
        self.next.load(Ordering::Relaxed) < self.chunks
    }

    /// Claims and runs chunks until none is left.
    fn run_chunks(&self) {
        let was_in_body = IN_BODY.with(|f| f.replace(true));
        loop {
            let c = self.next.fetch_add(1, Ordering::Relaxed);
            if c >= self.chunks {
                break;
            }
            let b = self.begin + c * self.chunk;
            call(self.body, self.ctx, b, (b + self.chunk).min(self.end));
            // Release: the chunk's writes are visible to whoever sees the count.
            if self.finished.fetch_add(1, Ordering::AcqRel) + 1 == self.chunks {
                let _guard = lock(&self.sleep);
                self.all_done.notify_all();
            }
        }
        IN_BODY.with(|f| f.set(was_in_body));
    }

    fn done(&self) -> bool {
        self.finished.load(Ordering::Acquire) >= self.chunks
    }

    fn wait(&self) {
        if spin_until(|| self.done()) {
            return;
        }
        let mut guard = lock(&self.sleep);
        while !self.done() {
            guard = self.all_done.wait(guard).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// Calls the generated body; `ctx` is the address the generated caller packed. The fence
/// makes the body's non-temporal stores (weakly ordered, docs/lowering/scf-nontemporal-stores.md)
/// visible before the chunk counts as done.
fn call(body: Body, ctx: usize, begin: i64, end: i64) {
    body(ctx as *mut c_void, begin, end);
    std::sync::atomic::fence(Ordering::SeqCst);
}

/// Locks, ignoring poisoning: the state is counters that a panic cannot leave half-updated.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The jobs with unclaimed chunks, and the workers started so far.
struct Pool {
    queue: Mutex<VecDeque<Arc<Job>>>,
    work: Condvar,
    workers: Mutex<usize>,
    /// Jobs posted so far: what spinning workers watch (without taking the queue's lock).
    posted: AtomicU64,
    /// Workers asleep on `work` (counted under the queue's lock): a post wakes them only if any.
    sleeping: AtomicUsize,
}

fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| Pool {
        queue: Mutex::new(VecDeque::new()),
        work: Condvar::new(),
        workers: Mutex::new(0),
        posted: AtomicU64::new(0),
        sleeping: AtomicUsize::new(0),
    })
}

impl Pool {
    /// Starts workers until there are `n` (fewer if the system refuses threads: the caller
    /// then runs more chunks itself).
    fn ensure_workers(&'static self, n: usize) {
        let mut workers = lock(&self.workers);
        while *workers < n {
            let spawned = std::thread::Builder::new()
                .name(format!("xla-cpu-{}", *workers))
                .spawn(move || self.work_loop());
            if spawned.is_err() {
                break;
            }
            *workers += 1;
        }
    }

    fn work_loop(&self) {
        let mut seen = self.posted.load(Ordering::Acquire);
        loop {
            let job = {
                let mut queue = lock(&self.queue);
                loop {
                    match queue.front() {
                        Some(job) if !job.has_work() => {
                            queue.pop_front();
                        }
                        Some(job) if job.joined.fetch_add(1, Ordering::Relaxed) < job.helpers => {
                            break job.clone()
                        }
                        // Enough helpers already: the job is left to them.
                        Some(_) => {
                            queue.pop_front();
                        }
                        None => {
                            // Idle: poll for the next post a while, then sleep.
                            drop(queue);
                            let posted = &self.posted;
                            if !spin_until(|| posted.load(Ordering::Acquire) != seen) {
                                let guard = lock(&self.queue);
                                if guard.is_empty() {
                                    self.sleeping.fetch_add(1, Ordering::Relaxed);
                                    let guard =
                                        self.work.wait(guard).unwrap_or_else(|e| e.into_inner());
                                    self.sleeping.fetch_sub(1, Ordering::Relaxed);
                                    drop(guard);
                                }
                            }
                            seen = self.posted.load(Ordering::Acquire);
                            queue = lock(&self.queue);
                        }
                    }
                }
            };
            job.run_chunks();
        }
    }
}

/// Runs `body(ctx, b, e)` over chunks of `[begin, end)` on `threads()` threads (see the
/// crate's `xla_cpu_parallel_for`).
pub fn parallel_for(body: Body, ctx: usize, begin: i64, end: i64, grain: i64) {
    if begin >= end {
        return;
    }
    let n = end.saturating_sub(begin);
    let grain = grain.max(1);
    let threads = threads();
    let inline = threads <= 1 || n <= grain || IN_BODY.with(|f| f.get());
    if inline {
        call(body, ctx, begin, end);
        return;
    }
    let max_chunks = i64::try_from(threads)
        .unwrap_or(i64::MAX)
        .saturating_mul(CHUNKS_PER_THREAD);
    let chunks = (n / grain).clamp(1, max_chunks);
    let chunk = n / chunks + i64::from(n % chunks != 0);
    let job = Arc::new(Job {
        body,
        ctx,
        begin,
        end,
        chunk,
        chunks: n / chunk + i64::from(n % chunk != 0),
        next: AtomicI64::new(0),
        joined: AtomicUsize::new(0),
        helpers: threads - 1,
        finished: AtomicI64::new(0),
        sleep: Mutex::new(()),
        all_done: Condvar::new(),
    });
    let pool = pool();
    pool.ensure_workers(threads - 1);
    let asleep = {
        let mut queue = lock(&pool.queue);
        queue.push_back(job.clone());
        pool.posted.fetch_add(1, Ordering::Release);
        // Read under the lock: a worker about to sleep has counted itself already.
        pool.sleeping.load(Ordering::Relaxed) > 0
    };
    if asleep {
        pool.work.notify_all();
    }
    job.run_chunks();
    job.wait();
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU32;

    /// Tests change the global thread count: one at a time.
    static SERIAL: Mutex<()> = Mutex::new(());

    /// What a test body writes: `hits[i]` counts the runs of iteration i; `chunks` the calls.
    struct Ctx {
        hits: Vec<AtomicU32>,
        chunks: AtomicU32,
        threads: Mutex<std::collections::BTreeSet<String>>,
        nested: bool,
        slow: bool,
    }

    fn ctx(n: usize, nested: bool, slow: bool) -> Ctx {
        Ctx {
            hits: (0..n).map(|_| AtomicU32::new(0)).collect(),
            chunks: AtomicU32::new(0),
            threads: Mutex::default(),
            nested,
            slow,
        }
    }

    /// Test contexts are leaked boxes, found again by address without unsafe.
    fn register(c: Ctx) -> usize {
        let leaked: &'static Ctx = Box::leak(Box::new(c));
        let addr = leaked as *const Ctx as usize;
        lock(&REGISTRY).push((addr, leaked));
        addr
    }
    static REGISTRY: Mutex<Vec<(usize, &'static Ctx)>> = Mutex::new(Vec::new());
    fn lookup(addr: usize) -> &'static Ctx {
        lock(&REGISTRY)
            .iter()
            .find(|(a, _)| *a == addr)
            .map(|(_, c)| *c)
            .expect("registered test context")
    }

    extern "C" fn body(ctx: *mut c_void, begin: i64, end: i64) {
        let c = lookup(ctx as usize);
        c.chunks.fetch_add(1, Ordering::Relaxed);
        lock(&c.threads).insert(format!("{:?}", std::thread::current().id()));
        for i in begin..end {
            c.hits[i as usize].fetch_add(1, Ordering::Relaxed);
            if c.slow {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            if c.nested {
                // A loop inside a body: must run inline on this thread, not wait on the pool.
                let before = format!("{:?}", std::thread::current().id());
                crate::xla_cpu_parallel_for(Some(inner), ctx, 0, 3, 1);
                assert_eq!(before, format!("{:?}", std::thread::current().id()));
            }
        }
    }

    extern "C" fn inner(_: *mut c_void, _: i64, _: i64) {}

    fn run(threads: usize, begin: i64, end: i64, grain: i64, nested: bool) -> &'static Ctx {
        run_with(
            threads,
            (begin, end, grain),
            ctx(end.max(0) as usize, nested, false),
        )
    }

    fn run_with(threads: usize, (begin, end, grain): (i64, i64, i64), c: Ctx) -> &'static Ctx {
        set_threads(threads);
        let addr = register(c);
        crate::xla_cpu_parallel_for(Some(body), addr as *mut c_void, begin, end, grain);
        lookup(addr)
    }

    fn each_once(c: &Ctx, begin: i64, end: i64) {
        for (i, h) in c.hits.iter().enumerate() {
            let expected = u32::from((begin..end).contains(&(i as i64)));
            assert_eq!(h.load(Ordering::Relaxed), expected, "iteration {i}");
        }
    }

    #[test]
    fn every_iteration_runs_once_for_1_2_7_threads() {
        let _s = lock(&SERIAL);
        for threads in [1, 2, 7] {
            for (begin, end, grain) in [
                (0, 1000, 1),
                (3, 1000, 64),
                (0, 10, 3),
                (0, 7, 1),
                (5, 6, 1),
            ] {
                let c = run(threads, begin, end, grain, false);
                each_once(c, begin, end);
                let calls = c.chunks.load(Ordering::Relaxed) as i64;
                if threads == 1 {
                    assert_eq!(calls, 1, "one thread runs the range inline");
                } else {
                    // Chunks hold at least `grain` iterations, at most 4 per thread.
                    assert!(
                        calls <= ((end - begin) / grain).max(1),
                        "{calls} chunks, grain {grain}"
                    );
                    assert!(calls <= threads as i64 * CHUNKS_PER_THREAD);
                }
                assert!(
                    lock(&c.threads).len() <= threads,
                    "at most {threads} threads ran chunks"
                );
            }
        }
        set_threads(0);
    }

    #[test]
    fn several_threads_share_a_large_loop() {
        let _s = lock(&SERIAL);
        set_threads(2);
        // With 2 threads and 8 chunks of slow work, the worker claims some (not guaranteed
        // on a loaded machine, so retried).
        let shared = (0..20).any(|_| {
            let c = run_with(2, (0, 8, 1), ctx(8, false, true));
            each_once(c, 0, 8);
            lock(&c.threads).len() == 2
        });
        assert!(shared || std::thread::available_parallelism().map_or(1, |n| n.get()) == 1);
        set_threads(0);
    }

    #[test]
    fn workers_asleep_after_their_spin_join_later_loops() {
        let _s = lock(&SERIAL);
        // Each round leaves the worker idle longer than it spins (so it sleeps), then posts a
        // loop of slow chunks it should wake for; every iteration still runs exactly once.
        let mut shared = 0;
        for _ in 0..10 {
            std::thread::sleep(SPIN * 10);
            let c = run_with(2, (0, 8, 1), ctx(8, false, true));
            each_once(c, 0, 8);
            shared += usize::from(lock(&c.threads).len() == 2);
        }
        assert!(shared > 0 || std::thread::available_parallelism().map_or(1, |n| n.get()) == 1);
        // Back-to-back short loops (the worker spinning between them).
        for _ in 0..200 {
            let c = run(2, 0, 64, 1, false);
            each_once(c, 0, 64);
        }
        set_threads(0);
    }

    #[test]
    fn empty_and_reversed_ranges_call_nothing() {
        let _s = lock(&SERIAL);
        for threads in [1, 2, 7] {
            for (begin, end) in [(0, 0), (5, 5), (5, 2)] {
                let c = run(threads, begin, end, 1, false);
                assert_eq!(c.chunks.load(Ordering::Relaxed), 0);
            }
        }
        crate::xla_cpu_parallel_for(None, std::ptr::null_mut(), 0, 10, 1);
        set_threads(0);
    }

    #[test]
    fn nested_loops_run_inline() {
        let _s = lock(&SERIAL);
        for threads in [2, 7] {
            let c = run(threads, 0, 100, 1, true);
            each_once(c, 0, 100);
        }
        set_threads(0);
    }

    #[test]
    fn thread_count_defaults_to_the_cores() {
        let _s = lock(&SERIAL);
        set_threads(0);
        assert_eq!(
            threads(),
            std::thread::available_parallelism().map_or(1, |n| n.get())
        );
        crate::xla_cpu_set_threads(3);
        assert_eq!(crate::xla_cpu_get_threads(), 3);
        crate::xla_cpu_set_threads(-1);
        assert_eq!(
            threads(),
            std::thread::available_parallelism().map_or(1, |n| n.get())
        );
    }
}
