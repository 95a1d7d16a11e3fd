//! How the devices of a program exchange values in collectives: threads of one process meeting
//! at a rendezvous (`parallel::Rendezvous`, the default) or one MPI rank per device
//! (`mpi_transport`, cargo feature `mpi`). Devices are named by their global device id
//! (`replica × num_partitions + partition`).

use crate::value::Value;
use crate::CheckStats;
use std::cell::{Cell, RefCell};
use std::sync::Arc;
use xla_ir::Context;

/// One exchange: every member of `group` runs it as its collective number `seq` (counted per
/// device; the members of a group run their collectives in the same order).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Collective {
    pub seq: u64,
    /// What exchanges: the op and its id in the module (the same on every device), so
    /// devices at different ops are told apart.
    pub what: String,
    /// Global device ids, in the order the exchanged values come back.
    pub group: Vec<usize>,
}

/// The exchange under every collective; errors are plain messages (the caller adds the op).
pub trait Transport: Send + Sync {
    /// Deposits device `me`'s `value` for collective `at` (whose group contains `me`) and
    /// returns the value of every member of its group, in group order.
    fn exchange(
        &self,
        ctx: &Context,
        at: &Collective,
        me: usize,
        value: Value,
    ) -> Result<Vec<Value>, String>;

    /// Queues `values` on channel `handle` (`hlo.send`).
    fn send(&self, ctx: &Context, handle: i64, values: Vec<Value>) -> Result<(), String>;

    /// The oldest values sent on channel `handle` (`hlo.recv`).
    fn recv(&self, ctx: &Context, handle: i64) -> Result<Vec<Value>, String>;

    /// The next entry of the infeed queue (`interpreter.run_parallel`'s `infeed`), if any.
    fn infeed(&self) -> Option<Vec<Value>> {
        None
    }
}

/// Set on the interpreter of a process that is one device of a program spread over processes
/// (one MPI rank per device): a manual computation runs only this device's body and gathers
/// the other devices' results through `transport`.
pub struct DistributedDevice {
    /// This process's global device id.
    pub device: usize,
    /// How many devices (processes) run the program.
    pub devices: usize,
    pub transport: Arc<dyn Transport>,
    /// Collectives this device ran so far, over every manual computation (with the result
    /// gathers), so each exchange of the run has its own number.
    pub seq: Cell<u64>,
    /// The check ops of this device's bodies (every process also runs the code outside manual
    /// computations, with its checks: count those once, from one process).
    pub device_checks: RefCell<CheckStats>,
}

impl DistributedDevice {
    pub fn new(device: usize, devices: usize, transport: Arc<dyn Transport>) -> Self {
        DistributedDevice {
            device,
            devices,
            transport,
            seq: Cell::new(0),
            device_checks: RefCell::default(),
        }
    }
}
