//! send/recv between MPI processes (the MPI transport's channels; docs/devices.md). A send
//! names only its channel, not the device that receives, so receivers announce themselves:
//! the first recv of a device on channel `H` tells every other rank "I receive H". A send does
//! not wait (as with threads): its values wait in this rank's outbox until the receiver of
//! their channel is known, and go out whenever this rank is in the transport (a send, a recv,
//! or waiting in a collective: [`Channels::progress`]), which also takes the values that
//! arrived into an inbox per channel. A channel has one receiving device (as XLA pairs a
//! send with a recv); two announcing it are an error. Values cross as the collectives' do
//! (`wire`); messages between two ranks keep their order (MPI's), so a channel's values come
//! in the order they were sent.

use crate::value::Value;
use crate::wire;
use mpi::point_to_point::MatchedReceiveVec;
use mpi::topology::SimpleCommunicator;
use mpi::traits::*;
use parking_lot::Mutex;
use std::collections::{HashMap, HashSet, VecDeque};
use std::time::{Duration, Instant};
use xla_ir::Context;

/// Tags of the announcements and of the values (the collectives use 17).
const ANNOUNCE_TAG: i32 = 18;
const VALUES_TAG: i32 = 19;
/// First words of the two messages.
const ANNOUNCE: u64 = u64::from_le_bytes(*b"XLARECV1");
const VALUES: u64 = u64::from_le_bytes(*b"XLASEND1");

/// What this rank knows of the channels.
#[derive(Default)]
struct State {
    /// The receiving rank of each channel announced to this one.
    receivers: HashMap<i64, usize>,
    /// Channels this rank announced it receives.
    announced: HashSet<i64>,
    /// Values sent on a channel whose receiver is not known yet (encoded), in order.
    outbox: Vec<(i64, Vec<u8>)>,
    /// Values that arrived for each channel (encoded), oldest first.
    inbox: HashMap<i64, VecDeque<Vec<u8>>>,
}

pub(crate) struct Channels {
    rank: usize,
    size: usize,
    timeout: Duration,
    state: Mutex<State>,
}

fn words(ws: &[u64]) -> Vec<u8> {
    ws.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Takes the announcements that arrived; Err when two ranks receive one channel.
fn take_announcements(state: &mut State) -> Result<(), String> {
    let world = SimpleCommunicator::world();
    while let Some(probed) = world
        .any_process()
        .immediate_matched_probe_with_tag(ANNOUNCE_TAG)
    {
        let (bytes, status) = probed.matched_receive_vec::<u8>();
        let from = status.source_rank() as usize;
        let mut r = wire::Reader(&bytes);
        if r.u64()? != ANNOUNCE {
            return Err(format!(
                "device {from} sent a message that is not a channel's"
            ));
        }
        let channel = r.u64()? as i64;
        if let Some(other) = state.receivers.insert(channel, from) {
            if other != from {
                return Err(format!(
                    "devices {other} and {from} both receive on channel {channel}"
                ));
            }
        }
    }
    Ok(())
}

/// Takes the values that arrived into the inbox of their channel.
fn take_values(state: &mut State) -> Result<(), String> {
    let world = SimpleCommunicator::world();
    while let Some(probed) = world
        .any_process()
        .immediate_matched_probe_with_tag(VALUES_TAG)
    {
        let (bytes, status) = probed.matched_receive_vec::<u8>();
        let from = status.source_rank();
        let mut r = wire::Reader(&bytes);
        if r.u64()? != VALUES {
            return Err(format!(
                "device {from} sent a message that is not a channel's"
            ));
        }
        let channel = r.u64()? as i64;
        state
            .inbox
            .entry(channel)
            .or_default()
            .push_back(r.0.to_vec());
    }
    Ok(())
}

impl Channels {
    pub(crate) fn new(rank: usize, size: usize, timeout: Duration) -> Channels {
        Channels {
            rank,
            size,
            timeout,
            state: Mutex::default(),
        }
    }

    /// Takes what arrived (announcements, values) and sends the outbox's values whose
    /// receiver is now known: called whenever this rank waits in the transport.
    pub(crate) fn progress(&self) -> Result<(), String> {
        let mut state = self.state.lock();
        take_announcements(&mut state)?;
        take_values(&mut state)?;
        let outbox = std::mem::take(&mut state.outbox);
        for (channel, body) in outbox {
            if state.announced.contains(&channel) {
                // This device receives its own channel.
                state.inbox.entry(channel).or_default().push_back(body);
                continue;
            }
            match state.receivers.get(&channel) {
                Some(&to) => self.deliver(&mut state, to, channel, &body),
                None => state.outbox.push((channel, body)),
            }
        }
        Ok(())
    }

    /// Sends one channel's values to rank `to`, taking what arrives meanwhile (two ranks
    /// sending each other large values both make progress).
    fn deliver(&self, state: &mut State, to: usize, channel: i64, body: &[u8]) {
        let mut message = words(&[VALUES, channel as u64]);
        message.extend_from_slice(body);
        let world = SimpleCommunicator::world();
        let deadline = Instant::now() + self.timeout;
        let rank = self.rank;
        mpi::request::scope(|scope| {
            let mut send = world.process_at_rank(to as i32).immediate_send_with_tag(
                scope,
                &message[..],
                VALUES_TAG,
            );
            let mut wait = super::mpi_transport::Backoff::new();
            loop {
                send = match send.test() {
                    Ok(_) => break,
                    Err(s) => s,
                };
                let taken = take_announcements(state).and_then(|()| take_values(state));
                if taken.is_err() || Instant::now() >= deadline {
                    // A request must complete inside its scope: the job cannot go on.
                    let why = taken.err().unwrap_or_else(|| {
                        format!("device {to} did not take the values sent on channel {channel}")
                    });
                    eprintln!("rank {rank}: error: {why}; ending every rank");
                    world.abort(1);
                }
                wait.pause();
            }
        });
    }

    /// Queues `values` on `channel`: sent when its receiver is known.
    pub(crate) fn send(
        &self,
        ctx: &Context,
        channel: i64,
        values: Vec<Value>,
    ) -> Result<(), String> {
        let mut body = words(&[values.len() as u64]);
        for v in &values {
            wire::encode(ctx, v, &mut body)?;
        }
        if i32::try_from(body.len() + 16).is_err() {
            return Err(format!(
                "values of {} bytes are larger than one MPI message (2 GiB)",
                body.len()
            ));
        }
        {
            let mut state = self.state.lock();
            if state.announced.contains(&channel) {
                // This device receives its own channel.
                state.inbox.entry(channel).or_default().push_back(body);
                return Ok(());
            }
            state.outbox.push((channel, body));
        }
        self.progress()
    }

    /// The oldest values sent to this device on `channel`.
    pub(crate) fn recv(&self, ctx: &Context, channel: i64) -> Result<Vec<Value>, String> {
        if self.state.lock().announced.insert(channel) {
            let world = SimpleCommunicator::world();
            let message = words(&[ANNOUNCE, channel as u64]);
            for d in (0..self.size).filter(|&d| d != self.rank) {
                world
                    .process_at_rank(d as i32)
                    .send_with_tag(&message[..], ANNOUNCE_TAG);
            }
        }
        let deadline = Instant::now() + self.timeout;
        let mut wait = super::mpi_transport::Backoff::new();
        let body = loop {
            self.progress()?;
            if let Some(b) = self
                .state
                .lock()
                .inbox
                .get_mut(&channel)
                .and_then(VecDeque::pop_front)
            {
                break b;
            }
            if Instant::now() >= deadline {
                return Err(format!(
                    "timed out after {} s waiting for a send on channel {channel}",
                    self.timeout.as_secs()
                ));
            }
            wait.pause();
        };
        let bad = |e: String| format!("damaged values on channel {channel}: {e}");
        let mut r = wire::Reader(&body);
        let n = r.count().map_err(bad)?;
        let mut rest = r.0;
        let mut values = Vec::with_capacity(n);
        for _ in 0..n {
            let (v, tail) = wire::decode(ctx, rest).map_err(bad)?;
            values.push(v);
            rest = tail;
        }
        Ok(values)
    }
}
