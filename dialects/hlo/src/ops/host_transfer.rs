//! Data in and out of the computation, ordered by tokens: `hlo.infeed` / `hlo.outfeed`
//! (the device's streaming interfaces) and `hlo.send` / `hlo.recv` (a channel to another
//! computation or to the host). Generic form only, as in StableHLO:
//!
//! ```text
//! %r:2 = "hlo.recv"(%token) <{channel_handle = #hlo.channel_handle<handle = 1, type = 3>,
//!          is_host_transfer = true}> : (!hlo.token) -> (tensor<2x2xi64>, !hlo.token)
//! ```

use crate::attrs::channel::{channel_type, ChannelHandle};
use crate::collective::{
    check_token_operand, check_token_result, check_variadic_tensors, optional_string,
    required_channel_handle,
};
use crate::display::{attr_str, quoted};
use crate::ops::constant::is_static_tensor_of;
use crate::table::OpRow;
use crate::types::{class, class_summary, is_token};
use crate::verify_util::{inference_failed, optional_bool};
use xla_ir::{AttrData, Diag, OpRef};

pub const INFEED_CONFIG: &str = "infeed_config";
pub const OUTFEED_CONFIG: &str = "outfeed_config";
pub const LAYOUT: &str = "layout";
pub const IS_HOST_TRANSFER: &str = "is_host_transfer";

const SIDE_EFFECTING: OpRow = OpRow { ..OpRow::EMPTY };

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.infeed`: Infeed operation.
    pub struct InfeedOp = "hlo.infeed" {
        summary: "Infeed operation",
        operands: [token: Single],
        results: [results: Variadic],
        attributes: [infeed_config = "infeed_config": optional String, layout = "layout": optional Array],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `hlo.outfeed`: Outfeed operation.
    pub struct OutfeedOp = "hlo.outfeed" {
        summary: "Outfeed operation",
        operands: [inputs: Variadic, token: Single],
        results: [result: Single],
        attributes: [outfeed_config = "outfeed_config": optional String],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `hlo.send`: Send operation.
    pub struct SendOp = "hlo.send" {
        summary: "Send operation",
        operands: [inputs: Variadic, token: Single],
        results: [result: Single],
        attributes: [channel_handle = "channel_handle": optional Any, is_host_transfer = "is_host_transfer": optional Bool],
        traits: [HAS_SIDE_EFFECTS],
    }
    /// `hlo.recv`: Recv operation.
    pub struct RecvOp = "hlo.recv" {
        summary: "Recv operation",
        operands: [token: Single],
        results: [results: Variadic],
        attributes: [channel_handle = "channel_handle": optional Any, is_host_transfer = "is_host_transfer": optional Bool],
        traits: [HAS_SIDE_EFFECTS],
    }
}

pub const OPS: &[OpRow] = &[
    OpRow {
    decl: InfeedOp::INFO,
        description: "Reads one data item from the device's infeed queue after `token`, interpreting it as \
                      the result tensors (in the layouts of the optional `layout`, one list of minor-to-major \
                      dimensions per tensor), and produces them followed by a token (XLA's Infeed). \
                      `infeed_config` is backend-specific.",
        example: "%results:2 = \"hlo.infeed\"(%token) <{infeed_config = \"\"}> : (!hlo.token) -> (tensor<2x2xi64>, !hlo.token)",
        verify: Some(verify_infeed_invariants),
        verify_after_traits: Some(verify_infeed),
        ..SIDE_EFFECTING
    },
    OpRow {
    decl: OutfeedOp::INFO,
        description: "Writes the `inputs` tensors to the device's outfeed queue after `token` (the last \
                      operand) and produces a token. `outfeed_config` is backend-specific.",
        example: "%result = \"hlo.outfeed\"(%input0, %token) <{outfeed_config = \"\"}> : (tensor<2x2x2xi64>, !hlo.token) -> !hlo.token",
        verify: Some(verify_outfeed),
        ..SIDE_EFFECTING
    },
    OpRow {
    decl: SendOp::INFO,
        description: "Sends the `inputs` tensors after `token` (the last operand) on the channel \
                      `channel_handle` to the `recv` of another computation, or to the host with \
                      `is_host_transfer` (channel type DEVICE_TO_HOST, otherwise DEVICE_TO_DEVICE), and \
                      produces a token (XLA's Send).",
        example: "%result = \"hlo.send\"(%operand, %token) <{channel_handle = #hlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (tensor<2x2xi64>, !hlo.token) -> !hlo.token",
        verify: Some(verify_send_invariants),
        verify_after_traits: Some(verify_send),
        ..SIDE_EFFECTING
    },
    OpRow {
    decl: RecvOp::INFO,
        description: "Receives tensors after `token` on the channel `channel_handle`, from the `send` of \
                      another computation or from the host with `is_host_transfer` (channel type \
                      HOST_TO_DEVICE, otherwise DEVICE_TO_DEVICE), and produces them followed by a token \
                      (XLA's Recv).",
        example: "%results:2 = \"hlo.recv\"(%token) <{channel_handle = #hlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (!hlo.token) -> (tensor<2x2xi64>, !hlo.token)",
        verify: Some(verify_recv_invariants),
        verify_after_traits: Some(verify_recv),
        ..SIDE_EFFECTING
    },
];

/// ODS `Variadic<HLO_StaticShapeTensorOrToken>` results.
fn check_static_tensor_or_token_results(op: OpRef<'_>) -> Result<(), Diag> {
    for (i, t) in op.result_types().into_iter().enumerate() {
        if !is_static_tensor_of(op.ctx, t, class::ANY) && !is_token(op.ctx, t) {
            return Err(op.error(format!(
                "result #{i} must be variadic of statically shaped tensor of {} values or token, but got {}",
                class_summary(class::ANY),
                quoted(op.ctx, t)
            )));
        }
    }
    Ok(())
}

/// The data operands then the token (`inputs`, `token`), as ODS checks them.
fn check_inputs_and_token(op: OpRef<'_>) -> Result<(), Diag> {
    let types = op.operand_types();
    let Some((_, inputs)) = types.split_last() else {
        return Ok(());
    };
    check_variadic_tensors(op, "operand", 0, inputs)?;
    check_token_operand(op, inputs.len())
}

fn verify_infeed_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    optional_string(op, INFEED_CONFIG)?;
    if let Some(a) = op.attr(LAYOUT) {
        if !matches!(op.ctx.attr_data(a), AttrData::Array(_)) {
            return Err(op.error(format!(
                "attribute '{LAYOUT}' failed to satisfy constraint: array attribute"
            )));
        }
    }
    check_token_operand(op, 0)?;
    check_static_tensor_or_token_results(op)
}

/// Data results first, a token last: StableHLO's infeed C1-C3 and recv C2-C4; `data_rule`
/// is each op's wording of "the data results are".
fn check_data_then_token(op: OpRef<'_>, data_rule: &str) -> Result<(), Diag> {
    let types = op.result_types();
    let Some((&last, data)) = types.split_last() else {
        return Err(op.plain_error("result is expected to be at least of size 1, but got 0"));
    };
    if let Some(&t) = data.iter().find(|&&t| !op.ctx.is_tensor(t)) {
        return Err(op.plain_error(format!(
            "{data_rule} expected to be of tensor type, but got {}",
            quoted(op.ctx, t)
        )));
    }
    if !is_token(op.ctx, last) {
        return Err(op.plain_error(format!(
            "last element of result types is expected to be of token type, but got {}",
            quoted(op.ctx, last)
        )));
    }
    Ok(())
}

/// StableHLO's `verifyInfeedOp`: data results then a token; `layout` has one array of
/// integers per data result.
fn verify_infeed(op: OpRef<'_>) -> Result<(), Diag> {
    check_data_then_token(
        op,
        "all elements of result types, except the last element, are",
    )?;
    let Some(layout) = op.attr(LAYOUT).and_then(|a| op.ctx.attr_as_array(a)) else {
        return Ok(());
    };
    let data_results = op.num_results() - 1;
    if layout.len() != data_results {
        return Err(op.plain_error(format!(
            "layout-attribute size must be {data_results} (which is the number of op-results - 1 (for token \
             result)), but got {}",
            layout.len()
        )));
    }
    for &child in layout {
        let Some(items) = op.ctx.attr_as_array(child) else {
            return Err(op.plain_error(format!(
                "layout-attribute expected to have elements of type array, but got {}",
                attr_str(op.ctx, child)
            )));
        };
        if let Some(&leaf) = items
            .iter()
            .find(|&&i| !matches!(op.ctx.attr_data(i), AttrData::Integer { .. }))
        {
            return Err(op.plain_error(format!(
                "layout-attribute's leaf elements are expected to be of type integer, but got {}",
                attr_str(op.ctx, leaf)
            )));
        }
    }
    Ok(())
}

fn verify_outfeed(op: OpRef<'_>) -> Result<(), Diag> {
    optional_string(op, OUTFEED_CONFIG)?;
    check_inputs_and_token(op)?;
    check_token_result(op, 0)
}

/// Channel handle and `is_host_transfer`, ODS-checked.
fn channel(op: OpRef<'_>) -> Result<(ChannelHandle, bool), Diag> {
    let handle = required_channel_handle(op)?;
    Ok((handle, optional_bool(op, IS_HOST_TRANSFER)?))
}

fn verify_send_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    channel(op)?;
    check_inputs_and_token(op)?;
    check_token_result(op, 0)
}

/// The channel type a transfer needs: `host` for host transfers, else DEVICE_TO_DEVICE.
fn check_channel_type(op: OpRef<'_>, host: (i64, &str)) -> Result<(), Diag> {
    let (handle, is_host_transfer) = channel(op)?;
    let (want, name, flag) = if is_host_transfer {
        (host.0, host.1, "true")
    } else {
        (channel_type::DEVICE_TO_DEVICE, "DEVICE_TO_DEVICE", "false")
    };
    if handle.channel_type == want {
        return Ok(());
    }
    Err(op.plain_error(format!(
        "channel_type should be {name} when is_host_transfer is {flag}"
    )))
}

/// StableHLO's `inferSendOp` (send C1), reported as an inference failure.
fn verify_send(op: OpRef<'_>) -> Result<(), Diag> {
    check_channel_type(op, (channel_type::DEVICE_TO_HOST, "DEVICE_TO_HOST"))
        .map_err(|d| inference_failed(op, d))
}

fn verify_recv_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    channel(op)?;
    check_token_operand(op, 0)?;
    check_static_tensor_or_token_results(op)
}

/// StableHLO's `verifyRecvOp`: the channel type, then data results and a token.
fn verify_recv(op: OpRef<'_>) -> Result<(), Diag> {
    check_channel_type(op, (channel_type::HOST_TO_DEVICE, "HOST_TO_DEVICE"))?;
    check_data_then_token(op, "everything but the last element of result types is")
}
