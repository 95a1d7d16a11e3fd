//! The MPI transport (cargo feature `mpi`): one device per rank of `MPI_COMM_WORLD`, the rank
//! being the global device id. A collective sends this device's value to every other member of
//! its group (non-blocking sends) and receives theirs; each message starts with the
//! collective's number, op and group, so devices that run different collectives stop with an error
//! instead of waiting. MPI has no receive with a timeout: receives poll, and give up after the
//! transport's timeout. send/recv between devices: `mpi_channels`.

use crate::mpi_channels::Channels;
use crate::transport::{Collective, Transport};
use crate::value::Value;
use crate::wire;
use mpi::collective::SystemOperation;
use mpi::environment::Universe;
use mpi::topology::SimpleCommunicator;
use mpi::traits::*;
use std::sync::Arc;
use std::time::{Duration, Instant};
use xla_ir::Context;

/// The tag of every collective's messages (their order between two ranks is MPI's).
const COLLECTIVE_TAG: i32 = 17;

/// First word of every message, to tell ours from stray traffic.
const MAGIC: u64 = u64::from_le_bytes(*b"XLACOLL1");

/// How long a receive yields the core before it starts sleeping between polls.
const SPIN: Duration = Duration::from_millis(2);

/// How long a rank waits, once its group has its values, for its own sends to be taken.
const SEND_GRACE: Duration = Duration::from_secs(5);

/// MPI, initialized for this process; finalized when dropped.
pub struct MpiWorld {
    universe: Universe,
    rank: usize,
    size: usize,
}

impl MpiWorld {
    /// Initializes MPI (`MPI_Init`); started outside `mpirun`, this process is a world of one.
    pub fn init() -> Result<MpiWorld, String> {
        let universe = mpi::initialize().ok_or("MPI was initialized already")?;
        let world = universe.world();
        Ok(MpiWorld {
            rank: world.rank() as usize,
            size: world.size() as usize,
            universe,
        })
    }

    pub fn rank(&self) -> usize {
        self.rank
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// The transport between the ranks; a receive gives up after `timeout`.
    pub fn transport(&self, timeout: Duration) -> Arc<dyn Transport> {
        Arc::new(MpiTransport {
            rank: self.rank,
            size: self.size,
            timeout,
            channels: Channels::new(self.rank, self.size, timeout),
        })
    }

    /// Whether every rank says `ok` (every rank must call this, at the same point).
    pub fn all_ok(&self, ok: bool) -> bool {
        let mine = i32::from(ok);
        let mut all = 0i32;
        self.universe
            .world()
            .all_reduce_into(&mine, &mut all, SystemOperation::min());
        all == 1
    }

    /// Element-wise sums of `values` over the ranks (every rank must call this).
    pub fn sum(&self, values: &[u64]) -> Vec<u64> {
        let mut out = vec![0u64; values.len()];
        self.universe
            .world()
            .all_reduce_into(values, &mut out[..], SystemOperation::sum());
        out
    }

    /// Waits for every rank to get here (every rank must call this).
    pub fn barrier(&self) {
        self.universe.world().barrier();
    }

    /// Ends every rank of the job (`MPI_Abort`).
    pub fn abort(&self, code: i32) -> ! {
        self.universe.world().abort(code)
    }
}

struct MpiTransport {
    rank: usize,
    size: usize,
    timeout: Duration,
    channels: Channels,
}

/// Pauses between polls: yields at first (a collective's partners are usually close behind),
/// then sleeps, so waiting ranks leave the cores to the others (more ranks than cores is
/// common).
pub(crate) struct Backoff {
    start: Instant,
    sleep: Duration,
}

impl Backoff {
    pub(crate) fn new() -> Backoff {
        Backoff {
            start: Instant::now(),
            sleep: Duration::from_micros(50),
        }
    }

    pub(crate) fn pause(&mut self) {
        if self.start.elapsed() < SPIN {
            std::thread::yield_now();
        } else {
            std::thread::sleep(self.sleep);
            self.sleep = (self.sleep * 2).min(Duration::from_millis(1));
        }
    }
}

/// The header of a message for collective `at`.
fn header(at: &Collective) -> Vec<u8> {
    let mut out = Vec::with_capacity(8 * (4 + at.group.len()) + at.what.len());
    for w in [MAGIC, at.seq, at.what.len() as u64] {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out.extend_from_slice(at.what.as_bytes());
    out.extend_from_slice(&(at.group.len() as u64).to_le_bytes());
    for &d in &at.group {
        out.extend_from_slice(&(d as u64).to_le_bytes());
    }
    out
}

impl MpiTransport {
    /// The value device `from` sent for collective `at`.
    fn receive(
        &self,
        ctx: &Context,
        from: usize,
        at: &Collective,
        deadline: Instant,
    ) -> Result<Value, String> {
        let world = SimpleCommunicator::world();
        let source = world.process_at_rank(from as i32);
        let mut wait = Backoff::new();
        let bytes = loop {
            if let Some(probed) = source.immediate_matched_probe_with_tag(COLLECTIVE_TAG) {
                break probed.matched_receive_vec::<u8>().0;
            }
            // Values sent on channels go out (and come in) while this device waits.
            self.channels.progress()?;
            if Instant::now() >= deadline {
                return Err(format!(
                    "timed out after {} s waiting for device {from} in {}",
                    self.timeout.as_secs(),
                    describe(at)
                ));
            }
            wait.pause();
        };
        let mut r = wire::Reader(&bytes);
        let bad = |e: String| format!("device {from} sent a damaged message: {e}");
        if r.u64().map_err(bad)? != MAGIC {
            return Err(format!(
                "device {from} sent a message that is not a collective's"
            ));
        }
        let theirs = read_header(&mut r).map_err(bad)?;
        if &theirs != at {
            return Err(format!(
                "the devices run different collectives: device {from} is at {}, device {} at {}",
                describe(&theirs),
                self.rank,
                describe(at)
            ));
        }
        let (value, rest) = wire::decode(ctx, r.0).map_err(bad)?;
        if !rest.is_empty() {
            return Err(bad(format!("{} bytes after the value", rest.len())));
        }
        Ok(value)
    }
}

/// The rest of a header after its magic word.
fn read_header(r: &mut wire::Reader<'_>) -> Result<Collective, String> {
    let seq = r.u64()?;
    let n = r.count()?;
    let what = String::from_utf8_lossy(r.take(n)?).into_owned();
    let n = r.count_of(8)?;
    let group = (0..n)
        .map(|_| r.u64().map(|d| d as usize))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Collective { seq, what, group })
}

fn describe(at: &Collective) -> String {
    format!(
        "collective #{} ({} over devices {:?})",
        at.seq, at.what, at.group
    )
}

impl Transport for MpiTransport {
    fn exchange(
        &self,
        ctx: &Context,
        at: &Collective,
        me: usize,
        value: Value,
    ) -> Result<Vec<Value>, String> {
        let group = &at.group;
        if me != self.rank {
            return Err(format!("device {me} cannot run on MPI rank {}", self.rank));
        }
        if let Some(d) = group.iter().find(|&&d| d >= self.size) {
            return Err(format!(
                "the group names device {d}, but only {} processes run",
                self.size
            ));
        }
        let pos = group
            .iter()
            .position(|&d| d == me)
            .ok_or("process is not in its own group")?;
        let mut message = header(at);
        wire::encode(ctx, &value, &mut message)?;
        if i32::try_from(message.len()).is_err() {
            return Err(format!(
                "a value of {} bytes is larger than one MPI message (2 GiB)",
                message.len()
            ));
        }
        let peers: Vec<usize> = group.iter().copied().filter(|&d| d != me).collect();
        let world = SimpleCommunicator::world();
        let deadline = Instant::now() + self.timeout;
        let received = mpi::request::scope(|scope| {
            let mut sends: Vec<_> = peers
                .iter()
                .map(|&d| {
                    world.process_at_rank(d as i32).immediate_send_with_tag(
                        scope,
                        &message[..],
                        COLLECTIVE_TAG,
                    )
                })
                .collect();
            let received = peers
                .iter()
                .map(|&d| self.receive(ctx, d, at, deadline))
                .collect::<Result<Vec<_>, _>>();
            // A request must complete inside its scope: a send that nobody takes means the job
            // cannot go on, so it ends here.
            let grace = Instant::now() + SEND_GRACE;
            let mut wait = Backoff::new();
            loop {
                sends = sends.into_iter().filter_map(|s| s.test().err()).collect();
                if sends.is_empty() {
                    break;
                }
                if Instant::now() >= grace {
                    let why = received.as_ref().err().cloned().unwrap_or_else(|| {
                        "the other devices did not take this device's value".into()
                    });
                    eprintln!(
                        "rank {}: error: {}: {why}; ending every rank",
                        self.rank,
                        describe(at)
                    );
                    world.abort(1);
                }
                wait.pause();
            }
            received
        })?;
        let mut all = received;
        all.insert(pos, value);
        Ok(all)
    }

    fn send(&self, ctx: &Context, handle: i64, values: Vec<Value>) -> Result<(), String> {
        self.channels.send(ctx, handle, values)
    }

    fn recv(&self, ctx: &Context, handle: i64) -> Result<Vec<Value>, String> {
        self.channels.recv(ctx, handle)
    }
}
