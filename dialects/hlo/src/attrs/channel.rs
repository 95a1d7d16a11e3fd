//! `#hlo.channel_handle<handle = 1, type = 2>`: the channel of a collective or a
//! send/recv pair (StableHLO's `ChannelHandleAttr`; XLA's ChannelHandle). `handle` is the
//! channel id (`<= 0`: no channel), `type` a [`channel_type`].

use super::struct_attr::{Param, StructAttr};
use super::AttrFamily;
use xla_ir::asm::{AsmParser, AsmPrinter};
use xla_ir::{Attribute, Context, Diag};

pub const CHANNEL_HANDLE: StructAttr = StructAttr {
    mnemonic: "channel_handle",
    cpp_name: "StableHLO_ChannelHandle",
    params: &[Param::int("handle"), Param::int("type")],
};

pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &["channel_handle"],
    parse,
    print,
};

fn parse(p: &mut dyn AsmParser, _mnemonic: &str) -> Result<Attribute, Diag> {
    CHANNEL_HANDLE.parse_after_mnemonic(p)
}

fn print(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    CHANNEL_HANDLE.print(p, a)
}

/// XLA's `ChannelHandle::ChannelType` values.
pub mod channel_type {
    pub const INVALID: i64 = 0;
    pub const DEVICE_TO_DEVICE: i64 = 1;
    pub const DEVICE_TO_HOST: i64 = 2;
    pub const HOST_TO_DEVICE: i64 = 3;
}

/// A decoded channel handle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ChannelHandle {
    pub handle: i64,
    pub channel_type: i64,
}

impl ChannelHandle {
    pub fn attr(self, ctx: &Context) -> Attribute {
        CHANNEL_HANDLE.attr(
            ctx,
            &[
                Some(ctx.i64_attr(self.handle)),
                Some(ctx.i64_attr(self.channel_type)),
            ],
        )
    }

    /// The handle stored in `a`, if `a` is a channel handle attribute.
    pub fn of(ctx: &Context, a: Attribute) -> Option<ChannelHandle> {
        let values = CHANNEL_HANDLE.values(ctx, a)?;
        let int = |i: usize| {
            values
                .get(i)
                .and_then(|&v| ctx.attr_as_int(v))
                .and_then(|v| i64::try_from(v).ok())
        };
        Some(ChannelHandle {
            handle: int(0)?,
            channel_type: int(1)?,
        })
    }
}
