//! Devices for `sdy.manual_computation`: the program's devices are
//! `mhlo.num_replicas × mhlo.num_partitions` (global device id `replica × partitions +
//! partition`); a manual computation runs its body on every device of its mesh, each on its
//! own thread over its shard of the global operands, with collectives meeting at a
//! rendezvous (`parallel.rs`) -- or, when the interpreter is one device of a program spread
//! over processes (`Interp::distributed`, MPI), only its own device's body, the devices then
//! exchanging their results through the transport. Results are assembled from the devices'
//! shards per the out-shardings; an axis a result is not sharded on is taken from the device
//! at coordinate 0.

use crate::eval::{Interp, OpEval, Registry};
use crate::parallel::{Process, Rendezvous};
use crate::transport::{Collective, DistributedDevice, Transport};
use crate::value::{Buffer, Tensor, Value};
use std::sync::Arc;
use xla_dialect_sdy::model::{self, Mesh, MeshOrRef, TensorSharding};
use xla_dialect_sdy::ops::{ManualComputationOp, MeshOp, ShardingConstraintOp};
use xla_ir::{DResult, OpRef};

/// The function a manual computation's body was compiled to, when the devices run compiled
/// code (`Interp::device_programs`: backends/jit-devices/src/devices.rs names them).
pub const DEVICE_FUNCTION_ATTR: &str = "xla.device_function";

/// The most devices a manual computation may run on (each is a thread).
pub const MAX_DEVICES: usize = 1024;

/// The module's device count: `(num_replicas, num_partitions)`, each 1 when absent.
pub fn module_devices(ctx: &xla_ir::Context, module: &xla_ir::Module) -> (usize, usize) {
    let op = OpRef::new(ctx, &module.top, module.op);
    let get = |name: &str| {
        op.attr(name)
            .and_then(|a| ctx.attr_as_int(a))
            .filter(|&v| v >= 1)
            .map_or(1, |v| v as usize)
    };
    (get(model::NUM_REPLICAS), get(model::NUM_PARTITIONS))
}

/// The `sdy.mesh` named `name` at the module's top level.
fn find_mesh(ev: &OpEval<'_, '_>, name: &str) -> DResult<Mesh> {
    let ctx = ev.ctx();
    let module = ev
        .interp
        .module
        .ok_or_else(|| ev.error("needs a module (for its mesh)"))?;
    let (body, regions) = module.top.op_regions(module.op);
    for &r in regions {
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                let o = OpRef::new(ctx, body, op);
                let named = o.attr("sym_name").and_then(|a| ctx.attr_as_str(a)) == Some(name);
                if o.isa::<MeshOp>() && named {
                    return o
                        .attr("mesh")
                        .and_then(|a| Mesh::from_attr(ctx, a))
                        .ok_or_else(|| ev.error(format!("mesh @{name} is malformed")));
                }
            }
        }
    }
    Err(ev.error(format!("unknown mesh: @{name}")))
}

/// Coordinates of the device at linear mesh position `pos`, one per mesh axis.
fn coordinates(mesh: &Mesh, pos: usize) -> Vec<i64> {
    let mut rest = pos as i64;
    let mut c = vec![0; mesh.axes.len()];
    for (i, a) in mesh.axes.iter().enumerate().rev() {
        c[i] = rest % a.size;
        rest /= a.size;
    }
    c
}

/// Per dimension: (number of shards, this device's shard) along the manual axes.
fn shard_of(s: &TensorSharding, mesh: &Mesh, manual: &[String], coords: &[i64]) -> Vec<(i64, i64)> {
    s.dims
        .iter()
        .map(|d| {
            d.axes
                .iter()
                .filter(|a| manual.contains(&a.name))
                .fold((1i64, 0i64), |(n, k), a| {
                    let axis = mesh.axes.iter().position(|m| m.name == a.name).unwrap_or(0);
                    let size = a.size(mesh).unwrap_or(1).max(1);
                    let c = coords.get(axis).copied().unwrap_or(0);
                    (
                        n.saturating_mul(size),
                        k.saturating_mul(size) + a.coordinate(c, mesh),
                    )
                })
        })
        .collect()
}

/// For each element of the local block (row-major), its index in the global tensor.
fn global_indices(global: &[i64], shards: &[(i64, i64)]) -> Option<Vec<usize>> {
    let local: Vec<i64> = global
        .iter()
        .zip(shards)
        .map(|(&g, &(n, _))| (g.checked_rem(n) == Some(0)).then(|| g / n))
        .collect::<Option<_>>()?;
    let strides = Tensor::strides(global);
    let count: i64 = local.iter().product();
    let mut out = Vec::with_capacity(count as usize);
    let mut ix = vec![0i64; local.len()];
    for _ in 0..count {
        let g: usize = ix
            .iter()
            .enumerate()
            .map(|(d, &x)| ((shards[d].1 * local[d] + x) as usize) * strides[d])
            .sum();
        out.push(g);
        for d in (0..ix.len()).rev() {
            ix[d] += 1;
            if ix[d] < local[d] {
                break;
            }
            ix[d] = 0;
        }
    }
    Some(out)
}

fn shardings(ev: &OpEval<'_, '_>, name: &str) -> DResult<Vec<TensorSharding>> {
    ev.op
        .attr(name)
        .and_then(|a| model::sharding_per_value(ev.ctx(), a))
        .ok_or_else(|| ev.error(format!("requires '{name}'")))
}

fn manual_computation(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    if ev.interp.process.is_some() {
        return Err(ev.error("nested in another device's computation: not supported"));
    }
    let ctx = ev.ctx();
    let (ins, outs) = (
        shardings(ev, "in_shardings")?,
        shardings(ev, "out_shardings")?,
    );
    let manual = ev
        .op
        .attr("manual_axes")
        .and_then(|a| model::manual_axes(ctx, a))
        .ok_or_else(|| ev.error("requires 'manual_axes'"))?;
    let mesh = match ins.first().or(outs.first()).map(|s| &s.mesh) {
        Some(MeshOrRef::Ref(name)) => find_mesh(ev, name)?,
        Some(MeshOrRef::Inline(m)) => m.clone(),
        None => Mesh::default(),
    };
    let (nr, np) = module_devices(
        ctx,
        ev.interp.module.ok_or_else(|| ev.error("needs a module"))?,
    );
    let total =
        mesh.total_size()
            .ok_or_else(|| ev.error("has a mesh whose device count overflows"))? as usize;
    if total > MAX_DEVICES {
        return Err(ev.error(format!(
            "runs on {total} devices; the interpreter runs at most {MAX_DEVICES} (one thread each)"
        )));
    }
    if total != nr * np {
        return Err(ev.error(format!(
            "runs on a mesh of {total} devices, but the program has {} (mhlo.num_replicas {nr} \
             x mhlo.num_partitions {np})",
            nr * np
        )));
    }
    // Each device at its mesh position: its coordinates and global device id.
    let placements: Vec<(Vec<i64>, usize)> = (0..total)
        .map(|pos| (coordinates(&mesh, pos), mesh.device_at(pos) as usize))
        .collect();
    // The device's operands: its shard of every global operand.
    let shard = |coords: &[i64]| -> DResult<Vec<Value>> {
        let mut args = Vec::with_capacity(operands.len());
        for (k, (v, s)) in operands.iter().zip(&ins).enumerate() {
            let t = v
                .as_tensor()
                .ok_or_else(|| ev.error(format!("operand {k} is not a tensor")))?;
            let shards = shard_of(s, &mesh, &manual, coords);
            let idx = global_indices(&t.shape, &shards)
                .ok_or_else(|| ev.error(format!("operand {k} does not divide into its shards")))?;
            let shape = t
                .shape
                .iter()
                .zip(&shards)
                .map(|(&g, &(n, _))| g / n)
                .collect();
            args.push(Value::Tensor(t.with_data(shape, t.data.gather(&idx))));
        }
        Ok(args)
    };
    let devices = Devices {
        ev,
        placements: &placements,
        num_partitions: np,
        num_replicas: nr,
    };
    let per_device = match &ev.interp.distributed {
        Some(this) => devices.run_this_device(this, &shard)?,
        None => devices.run_on_threads(&shard)?,
    };
    (0..outs.len())
        .map(|k| assemble(ev, k, &outs[k], &mesh, &manual, &placements, &per_device))
        .collect()
}

/// The devices of a manual computation: where each sits, and how the body runs on them.
struct Devices<'x, 'e, 'a> {
    ev: &'x OpEval<'e, 'a>,
    /// Per mesh position: coordinates and global device id.
    placements: &'x [(Vec<i64>, usize)],
    num_replicas: usize,
    num_partitions: usize,
}

impl Devices<'_, '_, '_> {
    fn process(&self, device: usize, transport: Arc<dyn Transport>, seq: u64) -> Process {
        Process {
            replica: device / self.num_partitions,
            partition: device % self.num_partitions,
            num_replicas: self.num_replicas,
            num_partitions: self.num_partitions,
            transport,
            seq: std::cell::Cell::new(seq),
        }
    }

    /// Adds a device's check-op counts to the caller's.
    fn merge_checks(&self, stats: crate::CheckStats) {
        let mut mine = self.ev.interp.checks.borrow_mut();
        mine.passed += stats.passed;
        mine.failed += stats.failed;
        mine.failures.extend(stats.failures);
    }

    /// Every device's results, in mesh order: each device on its own thread.
    fn run_on_threads(
        &self,
        shard: &dyn Fn(&[i64]) -> DResult<Vec<Value>>,
    ) -> DResult<Vec<Vec<Value>>> {
        let ev = self.ev;
        let jobs = self
            .placements
            .iter()
            .map(|(coords, device)| Ok((*device, shard(coords)?)))
            .collect::<DResult<Vec<_>>>()?;
        let rendezvous = Arc::new(Rendezvous::default());
        let (body, regions) = ev.op.body.op_regions(ev.op.id);
        let region = *regions.first().ok_or_else(|| ev.error("has no body"))?;
        let (ctx, registry, module) = (ev.ctx(), ev.interp.registry, ev.interp.module);
        // Compiled bodies: each device's thread calls the body's function as that device.
        let compiled = match ev.interp.device_programs {
            Some(programs) => Some((programs, compiled_body(ev)?.to_string())),
            None => None,
        };
        let device_error = ev.error("a device failed");
        let results: Vec<DResult<(Vec<Value>, crate::CheckStats)>> = std::thread::scope(|s| {
            let handles: Vec<_> = jobs
                .into_iter()
                .map(|(device, args)| {
                    let rendezvous = rendezvous.clone();
                    let process = self.process(device, rendezvous.clone(), 0);
                    let compiled = compiled.clone();
                    let device_error = device_error.clone();
                    s.spawn(move || {
                        if let Some((programs, name)) = compiled {
                            let out = programs
                                .run(&name, args, process)
                                .map(|(out, _)| out)
                                .map_err(|e| {
                                    let mut d = device_error;
                                    d.message = e;
                                    d
                                });
                            if out.is_err() && !rendezvous.timed_out(device) {
                                rendezvous.fail(device);
                            }
                            return Ok((out?, crate::CheckStats::default()));
                        }
                        let mut local = Interp::new(ctx, registry, module);
                        local.process = Some(process);
                        let out = local.run_region(body, region, args, None);
                        if out.is_err() && !rendezvous.timed_out(device) {
                            rendezvous.fail(device);
                        }
                        Ok((out?, local.checks.take()))
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|_| Err(ev.error("a device panicked")))
                })
                .collect()
        });
        // The device that failed first by itself is the one to report (the others gave up on
        // it); when all timed out, the first in mesh order.
        let culprit = rendezvous.first_failure();
        let failure = self
            .placements
            .iter()
            .zip(&results)
            .filter_map(|((_, device), r)| Some((*device, r.as_ref().err()?)))
            .min_by_key(|(device, _)| Some(*device) != culprit);
        if let Some((device, d)) = failure {
            return Err(ev.error(format!("device {device}: {}", d.message)));
        }
        let mut per_device = Vec::with_capacity(results.len());
        for (vals, stats) in results.into_iter().flatten() {
            self.merge_checks(stats);
            per_device.push(vals);
        }
        Ok(per_device)
    }

    /// Every device's results, in mesh order, when this process is one device of a program
    /// spread over processes: it runs its own body, then the devices exchange their results.
    fn run_this_device(
        &self,
        this: &DistributedDevice,
        shard: &dyn Fn(&[i64]) -> DResult<Vec<Value>>,
    ) -> DResult<Vec<Vec<Value>>> {
        let ev = self.ev;
        if this.devices != self.placements.len() {
            return Err(ev.error(format!(
                "runs on {} devices, but {} processes run the program",
                self.placements.len(),
                this.devices
            )));
        }
        let coords = self
            .placements
            .iter()
            .find(|(_, d)| *d == this.device)
            .map(|(c, _)| c)
            .ok_or_else(|| ev.error(format!("has no device {} on its mesh", this.device)))?;
        let args = shard(coords)?;
        let process = self.process(this.device, this.transport.clone(), this.seq.get());
        let on_device = |e: String| ev.error(format!("device {}: {e}", this.device));
        let (out, seq) = if let Some(programs) = ev.interp.device_programs {
            // The body compiled: this process calls it as its device.
            let name = compiled_body(ev)?;
            let (out, process) = programs.run(name, args, process).map_err(on_device)?;
            (out, process.seq.get())
        } else {
            let (body, regions) = ev.op.body.op_regions(ev.op.id);
            let region = *regions.first().ok_or_else(|| ev.error("has no body"))?;
            let mut local = Interp::new(ev.ctx(), ev.interp.registry, ev.interp.module);
            local.process = Some(process);
            let out = local
                .run_region(body, region, args, None)
                .map_err(|d| on_device(d.message))?;
            let mut checks = this.device_checks.borrow_mut();
            let stats = local.checks.take();
            checks.passed += stats.passed;
            checks.failed += stats.failed;
            checks.failures.extend(stats.failures);
            (out, local.process.as_ref().map_or(0, |p| p.seq.get()))
        };
        this.seq.set(seq + 1);
        let at = Collective {
            seq,
            what: format!("the results of {} ({:?})", ev.op.name_str(), ev.op.id),
            group: self.placements.iter().map(|(_, d)| *d).collect(),
        };
        let all = this
            .transport
            .exchange(ev.ctx(), &at, this.device, Value::Tuple(out))
            .map_err(|e| ev.error(format!("gathering the devices' results: {e}")))?;
        all.into_iter()
            .map(|v| match v {
                Value::Tuple(vs) => Ok(vs),
                _ => Err(ev.error("a device's results are not a tuple")),
            })
            .collect()
    }
}

/// The function the manual computation's body was compiled to ([`DEVICE_FUNCTION_ATTR`]).
fn compiled_body<'a>(ev: &OpEval<'_, 'a>) -> DResult<&'a str> {
    ev.op
        .attr(DEVICE_FUNCTION_ATTR)
        .and_then(|a| ev.ctx().attr_as_str(a))
        .ok_or_else(|| ev.error("has no compiled body"))
}

/// Result `k` from the devices' shards: each block from the first device (in mesh order)
/// holding it.
fn assemble(
    ev: &OpEval<'_, '_>,
    k: usize,
    s: &TensorSharding,
    mesh: &Mesh,
    manual: &[String],
    placements: &[(Vec<i64>, usize)],
    per_device: &[Vec<Value>],
) -> DResult<Value> {
    let global = crate::elementwise::result_shape(ev, k)?;
    let n: usize = global.iter().product::<i64>() as usize;
    let mut src: Vec<Option<usize>> = vec![None; n];
    let mut parts = Vec::with_capacity(per_device.len());
    let mut base = 0;
    for ((coords, device), vals) in placements.iter().zip(per_device) {
        let t = vals
            .get(k)
            .and_then(Value::as_tensor)
            .ok_or_else(|| ev.error(format!("device {device} returned no tensor #{k}")))?;
        let shards = shard_of(s, mesh, manual, coords);
        let idx = global_indices(&global, &shards)
            .filter(|i| i.len() == t.num_elements())
            .ok_or_else(|| {
                ev.error(format!(
                    "device {device}'s result #{k} of shape {:?} is not a shard of {global:?}",
                    t.shape
                ))
            })?;
        for (l, g) in idx.into_iter().enumerate() {
            src[g].get_or_insert(base + l);
        }
        base += t.num_elements();
        parts.push(t);
    }
    let gather: Vec<usize> = src
        .into_iter()
        .collect::<Option<_>>()
        .ok_or_else(|| ev.error(format!("result #{k} is not covered by the devices' shards")))?;
    let first = parts.first().ok_or_else(|| ev.error("has no devices"))?;
    let all = Buffer::concat(&parts.iter().map(|t| &t.data).collect::<Vec<_>>())
        .ok_or_else(|| ev.error("devices disagree on element types"))?;
    Ok(Value::Tensor(first.with_data(global, all.gather(&gather))))
}

/// `sdy.sharding_constraint`: as a value, the identity.
fn sharding_constraint(_: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    Ok(operands.to_vec())
}

pub fn register(r: &mut Registry) {
    r.add(ManualComputationOp::NAME, manual_computation);
    r.add(ShardingConstraintOp::NAME, sharding_constraint);
}
