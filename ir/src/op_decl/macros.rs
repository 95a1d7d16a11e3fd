//! `declare_ops!`: the declaration syntax, expanded into a typed view per op.

/// Declares ops: for each, a typed view struct, its [`OpDecl`](crate::op_decl::OpDecl) facts,
/// named accessors and a `build` helper; and a list of every declared op's
/// [`OpInfo`](crate::op_decl::OpInfo).
///
/// ```
/// xla_ir::declare_ops! {
///     /// Every op declared here.
///     all: DECLARED_OPS;
///
///     /// `arith.addi`: integer addition.
///     pub struct AddIOp = "arith.addi" {
///         summary: "integer addition operation",
///         operands: [lhs: Single, rhs: Single],
///         results: [result: Single],
///         attributes: [overflow_flags = "overflowFlags": optional Enum],
///         traits: [PURE, COMMUTATIVE],
///     }
/// }
/// assert_eq!(AddIOp::NAME, "arith.addi");
/// assert_eq!(DECLARED_OPS[0].operands.len(), 2);
/// ```
///
/// Groups (`operands`, `results`, `regions`, `successors`) are `name: Single | Optional |
/// Variadic | OneOrMore`; with more than one non-single operand (result) group the sizes live in the
/// `operandSegmentSizes` (`resultSegmentSizes`) property, as upstream. Attributes are
/// `accessor = "irName": required | optional Kind` with a kind of
/// [`AttrKind`](crate::op_decl::AttrKind). Traits name [`Traits`](crate::Traits) constants.
/// Every section but `summary` may be left out (empty).
///
/// Generated for `AddIOp`: `AddIOp::NAME`, `AddIOp::matches(op)`, `AddIOp::is(ctx, name)`,
/// `op.isa::<AddIOp>()`, `op.dyn_cast::<AddIOp>()`, accessors `lhs()`, `rhs()`, `result()`,
/// `overflow_flags()`, and `AddIOp::build(ctx, loc, lhs, rhs, result)` returning an
/// `OperationState` (attributes, regions and successors are added by the caller).
#[macro_export]
macro_rules! declare_ops {
    (
        $(#[$list_meta:meta])*
        all: $list:ident;
        $(
            $(#[$meta:meta])*
            $vis:vis struct $ty:ident = $name:literal { $($body:tt)* }
        )*
    ) => {
        $(
            $crate::__declare_op! {
                $(#[$meta])*
                $vis struct $ty = $name { $($body)* }
            }
        )*
        $(#[$list_meta])*
        pub const $list: &[$crate::op_decl::OpInfo] = &[
            $(<$ty<'static> as $crate::op_decl::OpDecl>::INFO),*
        ];
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __declare_op {
    (
        $(#[$meta:meta])*
        $vis:vis struct $ty:ident = $name:literal {
            summary: $summary:literal
            $(, operands: [$($operand:ident : $operand_kind:ident),* $(,)?])?
            $(, results: [$($result:ident : $result_kind:ident),* $(,)?])?
            $(, attributes: [$($attr:ident = $attr_name:literal : $presence:ident $attr_kind:ident),* $(,)?])?
            $(, regions: [$($region:ident : $region_kind:ident),* $(,)?])?
            $(, successors: [$($successor:ident : $successor_kind:ident),* $(,)?])?
            $(, traits: [$($trait_name:ident),* $(,)?])?
            $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone)]
        $vis struct $ty<'a>(pub $crate::OpRef<'a>);

        impl<'a> $crate::op_decl::OpDecl for $ty<'a> {
            const NAME: &'static str = $name;
            const INFO: $crate::op_decl::OpInfo = $crate::op_decl::OpInfo {
                name: $name,
                summary: $summary,
                operands: &[$($($crate::__arg_decl!($operand, $operand_kind)),*)?],
                results: &[$($($crate::__arg_decl!($result, $result_kind)),*)?],
                attributes: &[$($(
                    $crate::op_decl::AttrDecl {
                        name: $attr_name,
                        kind: $crate::op_decl::AttrKind::$attr_kind,
                        required: $crate::__attr_required!($presence),
                    }
                ),*)?],
                regions: &[$($($crate::__arg_decl!($region, $region_kind)),*)?],
                successors: &[$($($crate::__arg_decl!($successor, $successor_kind)),*)?],
                traits: $crate::op_decl::traits(&[$($($crate::Traits::$trait_name),*)?]),
            };
            fn name_slot() -> &'static $crate::op_decl::NameSlot {
                static SLOT: $crate::op_decl::NameSlot = $crate::op_decl::NameSlot::new();
                &SLOT
            }
        }

        impl<'a> $crate::op_decl::TypedOp<'a> for $ty<'a> {
            #[inline]
            fn from_op_unchecked(op: $crate::OpRef<'a>) -> Self {
                $ty(op)
            }
            #[inline]
            fn op(&self) -> $crate::OpRef<'a> {
                self.0
            }
        }

        impl<'a> ::std::ops::Deref for $ty<'a> {
            type Target = $crate::OpRef<'a>;
            #[inline]
            fn deref(&self) -> &$crate::OpRef<'a> {
                &self.0
            }
        }

        #[allow(dead_code, clippy::too_many_arguments)]
        impl<'a> $ty<'a> {
            /// The op's full name (usable in `match` patterns).
            pub const NAME: &'static str = $name;
            /// Everything the declaration states, as data.
            pub const INFO: $crate::op_decl::OpInfo = <Self as $crate::op_decl::OpDecl>::INFO;

            /// Whether `op` is this op (an interned-name comparison).
            #[inline]
            pub fn matches(op: $crate::OpRef<'_>) -> bool {
                <Self as $crate::op_decl::OpDecl>::is(op.ctx, op.name())
            }
            /// Whether `name` names this op in `ctx`.
            #[inline]
            pub fn is(ctx: &$crate::Context, name: $crate::OpName) -> bool {
                <Self as $crate::op_decl::OpDecl>::is(ctx, name)
            }
            /// `op` as this op's view, if it is this op.
            #[inline]
            pub fn cast(op: $crate::OpRef<'a>) -> Option<Self> {
                Self::matches(op).then_some($ty(op))
            }

            $($($crate::__operand_accessor!($operand, $operand_kind);)*)?
            $($($crate::__result_accessor!($result, $result_kind);)*)?
            $($($crate::__attr_accessor!($attr, $attr_name);)*)?
            $($($crate::__region_accessor!($region, $region_kind);)*)?
            $($($crate::__successor_accessor!($successor, $successor_kind);)*)?

            /// An `OperationState` for this op with its operands and result types (and
            /// segment sizes); attributes, regions and successors are the caller's.
            pub fn build(
                ctx: &$crate::Context,
                loc: $crate::Location,
                $($($operand: $crate::__operand_param!($operand_kind),)*)?
                $($($result: $crate::__result_param!($result_kind),)*)?
            ) -> $crate::OperationState {
                let mut state = $crate::OperationState::declared::<Self>(ctx, loc);
                let info = <Self as $crate::op_decl::OpDecl>::INFO;
                let operand_sizes = [$($(
                    $crate::op_decl::OperandArg::push_to(&$operand, &mut state.operands)
                ),*)?];
                $crate::op_decl::set_segments(
                    ctx, &mut state, info.operands, $crate::op_decl::OPERAND_SEGMENTS, &operand_sizes,
                );
                let result_sizes = [$($(
                    $crate::op_decl::ResultArg::push_to(&$result, &mut state.result_types)
                ),*)?];
                $crate::op_decl::set_segments(
                    ctx, &mut state, info.results, $crate::op_decl::RESULT_SEGMENTS, &result_sizes,
                );
                state
            }
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __arg_decl {
    ($name:ident, $kind:ident) => {
        $crate::op_decl::ArgDecl {
            name: stringify!($name),
            kind: $crate::op_decl::ArgKind::$kind,
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __attr_required {
    (required) => {
        true
    };
    (optional) => {
        false
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __operand_param {
    (Single) => { $crate::ValueId };
    (Optional) => { Option<$crate::ValueId> };
    (Variadic) => { &[$crate::ValueId] };
    (OneOrMore) => { &[$crate::ValueId] };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __result_param {
    (Single) => { $crate::Type };
    (Optional) => { Option<$crate::Type> };
    (Variadic) => { &[$crate::Type] };
    (OneOrMore) => { &[$crate::Type] };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __group_index {
    ($group:ident, $name:ident) => {
        const {
            $crate::op_decl::position(
                <Self as $crate::op_decl::OpDecl>::INFO.$group,
                stringify!($name),
            )
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __operand_range {
    ($self:ident, $name:ident) => {
        $crate::op_decl::operand_range(
            $self.0,
            <Self as $crate::op_decl::OpDecl>::INFO.operands,
            $crate::__group_index!(operands, $name),
        )
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __operand_accessor {
    ($name:ident, Single) => {
        #[doc = concat!("The `", stringify!($name), "` operand (panics on IR with too few operands, which the verifier rejects).")]
        #[inline]
        pub fn $name(&self) -> $crate::ValueId {
            self.0.operand($crate::__operand_range!(self, $name).start)
        }
    };
    ($name:ident, Optional) => {
        #[doc = concat!("The `", stringify!($name), "` operand, if present.")]
        #[inline]
        pub fn $name(&self) -> Option<$crate::ValueId> {
            let range = $crate::__operand_range!(self, $name);
            (!range.is_empty()).then(|| self.0.operand(range.start))
        }
    };
    ($name:ident, Variadic) => {
        #[doc = concat!("The `", stringify!($name), "` operands (a variadic group, possibly empty).")]
        #[inline]
        pub fn $name(&self) -> impl ExactSizeIterator<Item = $crate::ValueId> + 'a {
            let range = $crate::__operand_range!(self, $name);
            self.0.operands().skip(range.start).take(range.len())
        }
    };
    ($name:ident, OneOrMore) => {
        #[doc = concat!("The `", stringify!($name), "` operands (a variadic group of at least one in verified IR).")]
        #[inline]
        pub fn $name(&self) -> impl ExactSizeIterator<Item = $crate::ValueId> + 'a {
            let range = $crate::__operand_range!(self, $name);
            self.0.operands().skip(range.start).take(range.len())
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __result_range {
    ($self:ident, $name:ident) => {
        $crate::op_decl::result_range(
            $self.0,
            <Self as $crate::op_decl::OpDecl>::INFO.results,
            $crate::__group_index!(results, $name),
        )
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __result_accessor {
    ($name:ident, Single) => {
        #[doc = concat!("The `", stringify!($name), "` result (panics on IR with too few results, which the verifier rejects).")]
        #[inline]
        pub fn $name(&self) -> $crate::ValueId {
            self.0.results()[$crate::__result_range!(self, $name).start]
        }
    };
    ($name:ident, Optional) => {
        #[doc = concat!("The `", stringify!($name), "` result, if present.")]
        #[inline]
        pub fn $name(&self) -> Option<$crate::ValueId> {
            let range = $crate::__result_range!(self, $name);
            self.0.results().get(range).and_then(|r| r.first().copied())
        }
    };
    ($name:ident, Variadic) => {
        #[doc = concat!("The `", stringify!($name), "` results (a variadic group, possibly empty).")]
        #[inline]
        pub fn $name(&self) -> &'a [$crate::ValueId] {
            let range = $crate::__result_range!(self, $name);
            self.0.results().get(range).unwrap_or(&[])
        }
    };
    ($name:ident, OneOrMore) => {
        #[doc = concat!("The `", stringify!($name), "` results (a variadic group of at least one in verified IR).")]
        #[inline]
        pub fn $name(&self) -> &'a [$crate::ValueId] {
            let range = $crate::__result_range!(self, $name);
            self.0.results().get(range).unwrap_or(&[])
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __attr_accessor {
    ($name:ident, $ir_name:literal) => {
        #[doc = concat!("The `", $ir_name, "` attribute, if set (a property or a discardable attribute).")]
        #[inline]
        pub fn $name(&self) -> Option<$crate::Attribute> {
            self.0.attr($ir_name)
        }
    };
}

/// The ids (regions or successors) of one declared group, from all of the op's `$ids`.
#[doc(hidden)]
#[macro_export]
macro_rules! __group_ids {
    ($ids:expr, $group:ident, $name:ident) => {{
        let ids = $ids;
        let decl = <Self as $crate::op_decl::OpDecl>::INFO.$group;
        let i = $crate::__group_index!($group, $name);
        ids.get($crate::op_decl::group_range(decl, i, ids.len(), || None))
            .unwrap_or(&[])
    }};
}

#[doc(hidden)]
#[macro_export]
macro_rules! __region_accessor {
    ($name:ident, Single) => {
        #[doc = concat!("The `", stringify!($name), "` region (panics on IR with too few regions, which the verifier rejects).")]
        #[inline]
        pub fn $name(&self) -> $crate::RegionId {
            $crate::__group_ids!(self.0.regions().ids, regions, $name)[0]
        }
    };
    ($name:ident, Optional) => {
        #[doc = concat!("The `", stringify!($name), "` region, if present.")]
        #[inline]
        pub fn $name(&self) -> Option<$crate::RegionId> {
            $crate::__group_ids!(self.0.regions().ids, regions, $name)
                .first()
                .copied()
        }
    };
    ($name:ident, Variadic) => {
        #[doc = concat!("The `", stringify!($name), "` regions (a variadic group, possibly empty).")]
        #[inline]
        pub fn $name(&self) -> &'a [$crate::RegionId] {
            $crate::__group_ids!(self.0.regions().ids, regions, $name)
        }
    };
    ($name:ident, OneOrMore) => {
        #[doc = concat!("The `", stringify!($name), "` regions (at least one in verified IR).")]
        #[inline]
        pub fn $name(&self) -> &'a [$crate::RegionId] {
            $crate::__group_ids!(self.0.regions().ids, regions, $name)
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __successor_accessor {
    ($name:ident, Single) => {
        #[doc = concat!("The `", stringify!($name), "` successor block (panics on IR with too few successors, which the verifier rejects).")]
        #[inline]
        pub fn $name(&self) -> $crate::BlockId {
            $crate::__group_ids!(self.0.successors(), successors, $name)[0]
        }
    };
    ($name:ident, Optional) => {
        #[doc = concat!("The `", stringify!($name), "` successor block, if present.")]
        #[inline]
        pub fn $name(&self) -> Option<$crate::BlockId> {
            $crate::__group_ids!(self.0.successors(), successors, $name)
                .first()
                .copied()
        }
    };
    ($name:ident, Variadic) => {
        #[doc = concat!("The `", stringify!($name), "` successor blocks (a variadic group, possibly empty).")]
        #[inline]
        pub fn $name(&self) -> &'a [$crate::BlockId] {
            $crate::__group_ids!(self.0.successors(), successors, $name)
        }
    };
    ($name:ident, OneOrMore) => {
        #[doc = concat!("The `", stringify!($name), "` successor blocks (at least one in verified IR).")]
        #[inline]
        pub fn $name(&self) -> &'a [$crate::BlockId] {
            $crate::__group_ids!(self.0.successors(), successors, $name)
        }
    };
}

/// An enum over declared ops, one variant per op, for a fact a group of ops shares (hlo's
/// element-wise kinds): consumers match on the variant instead of keeping their own list of
/// names.
///
/// ```ignore
/// xla_ir::declare_op_kinds! {
///     /// The element-wise ops.
///     pub enum Elementwise { Add = AddOp, Subtract = SubtractOp }
/// }
/// ```
///
/// Generated: `Elementwise::ALL`, `kind.name()` (the op's declared name),
/// `Elementwise::from_name(name)` and `Elementwise::of(op)`.
#[macro_export]
macro_rules! declare_op_kinds {
    (
        $(#[$meta:meta])*
        $vis:vis enum $kind:ident {
            $($(#[$vmeta:meta])* $variant:ident = $($op:ident)::+),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        $vis enum $kind {
            $($(#[$vmeta])* $variant),*
        }

        #[allow(dead_code)]
        impl $kind {
            /// Every kind, in declaration order.
            pub const ALL: &'static [$kind] = &[$($kind::$variant),*];

            /// The declared name of the kind's op.
            pub const fn name(self) -> &'static str {
                match self {
                    $($kind::$variant => $($op)::+::NAME),*
                }
            }

            /// The kind of the op named `name`, if it has one.
            pub fn from_name(name: &str) -> Option<Self> {
                match name {
                    $($($op)::+::NAME => Some($kind::$variant),)*
                    _ => None,
                }
            }

            /// The kind of `op`, if it has one.
            #[inline]
            pub fn of(op: $crate::OpRef<'_>) -> Option<Self> {
                Self::from_name(op.name_str())
            }
        }
    };
}
