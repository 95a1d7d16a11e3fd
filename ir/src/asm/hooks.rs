//! Traits through which custom op, type and attribute syntax parses and prints.

use crate::attrs::{Attribute, Location};
use crate::context::Context;
use crate::diagnostic::Diag;
use crate::ir::{BlockId, Body, NamedAttrs, OpRef, OperationState, RegionId, ValueId};
use crate::types::Type;

/// Punctuation tokens that custom syntax may expect.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Punct {
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `...`
    Ellipsis,
    /// `|`
    Vertical,
}

impl Punct {
    /// The token's spelling, for messages such as `expected '('`.
    pub fn as_str(self) -> &'static str {
        match self {
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::Less => "<",
            Punct::Greater => ">",
            Punct::Comma => ",",
            Punct::Colon => ":",
            Punct::Equal => "=",
            Punct::Arrow => "->",
            Punct::Question => "?",
            Punct::Star => "*",
            Punct::Plus => "+",
            Punct::Minus => "-",
            Punct::Ellipsis => "...",
            Punct::Vertical => "|",
        }
    }
}

/// Delimiters around a list.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Delimiter {
    /// No delimiters: the list ends at the first element not followed by a comma (operand and
    /// argument lists may then be empty).
    None,
    /// `( ... )`, required; `()` is an empty list.
    Paren,
    /// `[ ... ]`, required.
    Square,
    /// `{ ... }`, required.
    Brace,
    /// `< ... >`, required.
    LessGreater,
    /// `( ... )` when the next token is `(`, else an empty list.
    OptionalParen,
    /// `[ ... ]` when the next token is `[`, else an empty list.
    OptionalSquare,
}

/// An SSA use not yet resolved to a value: `%name` or `%name#3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// The value's name without `%` (`x` in `%x#1`).
    pub name: String,
    /// The result number after `#` (0 without one): which result of a multi-result op.
    pub number: u32,
    /// Where the use is, for error messages (operands of a custom op share the op's location).
    pub loc: Location,
}

/// A region or function argument: `%arg0: i32 {attrs} loc(...)`.
#[derive(Clone, Debug)]
pub struct Argument {
    /// The argument's name; defined (not resolved) when the region is parsed.
    pub name: UnresolvedOperand,
    /// Its type, when the syntax allowed one.
    pub ty: Option<Type>,
    /// Its attribute dictionary (`{...}` after the type), when allowed and present.
    pub attrs: Option<Attribute>,
    /// Its trailing `loc(...)`, if written.
    pub loc: Option<Location>,
}

/// The parsing half of the hook API shared by op, type and attribute syntax.
pub trait AsmParser {
    /// The context types and attributes are uniqued in.
    fn ctx(&self) -> &Context;
    /// The location of the next token.
    fn current_loc(&self) -> Location;
    /// An error at `loc`.
    fn error_at(&self, loc: Location, msg: &str) -> Diag {
        Diag::error(loc, msg)
    }
    /// An error at the next token.
    fn error(&self, msg: &str) -> Diag {
        Diag::error(self.current_loc(), msg)
    }

    /// Consumes `p`, or errors with `expected '<p>'`.
    fn parse_punct(&mut self, p: Punct) -> Result<(), Diag>;
    /// Consumes `p` if it is next; returns whether it was.
    fn parse_optional_punct(&mut self, p: Punct) -> bool;
    /// Consumes the bare identifier `kw`, or errors with `expected '<kw>'`.
    fn parse_keyword(&mut self, kw: &str) -> Result<(), Diag>;
    /// Consumes the bare identifier `kw` if it is next; returns whether it was.
    fn parse_optional_keyword(&mut self, kw: &str) -> bool;
    /// Any bare identifier (or keyword) token.
    fn parse_keyword_any(&mut self) -> Result<String, Diag>;
    /// Any bare identifier if one is next, consumed; `None` (nothing consumed) otherwise.
    fn parse_optional_keyword_any(&mut self) -> Option<String>;
    /// Peeks whether the next token is the keyword.
    fn peek_keyword(&self, kw: &str) -> bool;
    /// Whether the next token is `p`, without consuming it.
    fn peek_punct(&self, p: Punct) -> bool;
    /// A signed integer literal (`true`/`false` read as 1/0), or an error.
    fn parse_integer(&mut self) -> Result<i64, Diag>;
    /// An integer if the next token starts one; `None` (nothing consumed) otherwise, `Some(Err)`
    /// for a malformed one (a `-` not followed by an integer, or one out of range).
    fn parse_optional_integer(&mut self) -> Option<Result<i64, Diag>>;
    /// A float literal (or an integer, or a hex bit pattern for `ty`) as f64.
    fn parse_float(&mut self) -> Result<f64, Diag>;
    /// A `"..."` string literal, unescaped.
    fn parse_string(&mut self) -> Result<String, Diag>;
    /// A string literal if one is next; `None` (nothing consumed) otherwise.
    fn parse_optional_string(&mut self) -> Option<String>;
    /// Any type: builtin, `!dialect.` or a `!alias`.
    fn parse_type(&mut self) -> Result<Type, Diag>;
    /// A type if the next token starts one; `None` (nothing consumed) otherwise.
    fn parse_optional_type(&mut self) -> Option<Result<Type, Diag>>;
    /// An attribute; `ty` is the type to give untyped literals (and suppresses `: type`).
    fn parse_attribute(&mut self, ty: Option<Type>) -> Result<Attribute, Diag>;
    /// An attribute if the next token starts one (as [`Self::parse_attribute`]); `None` otherwise.
    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> Option<Result<Attribute, Diag>>;
    /// `@name` (or `@"quoted"`), returned without the `@`.
    fn parse_symbol_name(&mut self) -> Result<String, Diag>;
    /// A symbol name if `@` is next, without the `@`; `None` (nothing consumed) otherwise.
    fn parse_optional_symbol_name(&mut self) -> Option<String>;
    /// Dimension list `4x?x8x` (the trailing `x` consumed); `allow_dynamic` permits `?`.
    fn parse_dimension_list(&mut self, allow_dynamic: bool) -> Result<Vec<i64>, Diag>;
    /// `elements` separated by commas, inside `delim`.
    fn parse_comma_separated(
        &mut self,
        delim: Delimiter,
        element: &mut dyn FnMut(&mut dyn AsmParser) -> Result<(), Diag>,
    ) -> Result<(), Diag>;
}

/// The op-level parsing hooks: operands, regions, successors, attribute dictionaries.
pub trait OpAsmParser: AsmParser {
    /// This parser as the type/attribute-level half, to pass to helpers that take `dyn AsmParser`.
    fn as_asm_parser(&mut self) -> &mut dyn AsmParser;
    /// The op's own location (its name token).
    fn op_loc(&self) -> Location;
    /// The op's name as written (`stablehlo.reduce` for the registered `hlo.reduce`), for
    /// messages that quote it; empty when unknown.
    fn op_name_as_written(&self) -> &str {
        ""
    }
    /// An SSA use `%name` or `%name#n`, resolved later with [`Self::resolve_operand`] once its
    /// type is known.
    fn parse_operand(&mut self) -> Result<UnresolvedOperand, Diag>;
    /// An operand if `%` is next; `None` (nothing consumed) otherwise.
    fn parse_optional_operand(&mut self) -> Option<Result<UnresolvedOperand, Diag>>;
    /// Comma-separated operands inside `delim` (possibly none).
    fn parse_operand_list(&mut self, delim: Delimiter) -> Result<Vec<UnresolvedOperand>, Diag>;
    /// The value `op` names, which must have type `ty`; a use before the definition creates a
    /// forward reference that the definition must match. Errors on a type mismatch.
    fn resolve_operand(&mut self, op: &UnresolvedOperand, ty: Type) -> Result<ValueId, Diag>;
    /// Resolves `ops` against `tys` pairwise into `out`; errors when the counts differ
    /// (`2 operands present, but expected 3`) or a type mismatches.
    fn resolve_operands(
        &mut self,
        ops: &[UnresolvedOperand],
        tys: &[Type],
        out: &mut Vec<ValueId>,
    ) -> Result<(), Diag> {
        if ops.len() != tys.len() {
            return Err(self.error(&format!(
                "{} operands present, but expected {}",
                ops.len(),
                tys.len()
            )));
        }
        for (o, &t) in ops.iter().zip(tys) {
            let v = self.resolve_operand(o, t)?;
            out.push(v);
        }
        Ok(())
    }
    /// The type of an already-defined value named by `op`, if any (for syntax that omits types).
    fn operand_type(&self, op: &UnresolvedOperand) -> Option<Type>;
    /// `%arg0: i32 {attrs} loc(...)`; types and attrs as allowed.
    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> Result<Argument, Diag>;
    /// An argument if `%` is next (as [`Self::parse_argument`]); `None` otherwise.
    fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> Option<Result<Argument, Diag>>;
    /// Comma-separated arguments inside `delim` (as [`Self::parse_argument`]; possibly none).
    fn parse_argument_list(
        &mut self,
        delim: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> Result<Vec<Argument>, Diag>;
    /// `{...}` attribute dictionary, if present, merged into `state` (properties when inherent).
    fn parse_optional_attr_dict(&mut self, state: &mut OperationState) -> Result<(), Diag>;
    /// `attributes {...}`, if present.
    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        state: &mut OperationState,
    ) -> Result<(), Diag>;
    /// `<{...}>` properties, if present.
    fn parse_optional_properties(&mut self, state: &mut OperationState) -> Result<(), Diag>;
    /// A region whose entry block takes `args` (already typed). Adds it to `state`.
    fn parse_region(&mut self, state: &mut OperationState, args: &[Argument]) -> Result<(), Diag>;
    /// A region if `{` is next (as [`Self::parse_region`]); returns whether one was parsed.
    fn parse_optional_region(
        &mut self,
        state: &mut OperationState,
        args: &[Argument],
    ) -> Result<bool, Diag>;
    /// Adds an empty region to `state` (for syntax where a region may be omitted).
    fn add_empty_region(&mut self, state: &mut OperationState);
    /// Adds a region to `state` whose contents `build` creates in the body that will own
    /// it (for syntax that implies a region, as StableHLO's compact `reduce ... applies
    /// stablehlo.add`).
    fn build_region(
        &mut self,
        state: &mut OperationState,
        build: &mut dyn FnMut(&Context, &mut Body, RegionId),
    ) -> Result<(), Diag> {
        let _ = (state, build);
        Err(self.error("this parser cannot build regions"))
    }
    /// Edits region `index` of `state`, already parsed, in the body that owns it (for
    /// syntax that re-creates implicit terminators, MLIR's `ensureTerminator`).
    fn edit_region(
        &mut self,
        state: &mut OperationState,
        index: usize,
        edit: &mut dyn FnMut(&Context, &mut Body, RegionId),
    ) -> Result<(), Diag> {
        let _ = (state, index, edit);
        Err(self.error("this parser cannot edit regions"))
    }
    /// A successor block `^bb1` of the enclosing region (defined now if used before its label).
    fn parse_successor(&mut self) -> Result<BlockId, Diag>;
    /// A successor if `^` is next; `None` (nothing consumed) otherwise.
    fn parse_optional_successor(&mut self) -> Option<Result<BlockId, Diag>>;
    /// `^bb(%a, %b : i32, i32)`: the block and its resolved operands.
    fn parse_successor_and_use_list(&mut self) -> Result<(BlockId, Vec<ValueId>), Diag>;
    /// A trailing `loc(...)` if present.
    fn parse_optional_location(&mut self) -> Result<Option<Location>, Diag>;
    /// The types of `: type, type` after a colon.
    fn parse_colon_type_list(&mut self) -> Result<Vec<Type>, Diag>;
    /// `(a, b) -> (c)` or `(a) -> c`.
    fn parse_function_type(&mut self) -> Result<(Vec<Type>, Vec<Type>), Diag>;
    /// `-> T` or `-> (T, U)`; empty if no arrow.
    fn parse_optional_arrow_type_list(&mut self) -> Result<Vec<Type>, Diag>;
    /// The op's number of results as written (`%r:2 = ...` gives 2).
    fn num_results_expected(&self) -> usize;
}

/// The printing half of the hook API shared by op, type and attribute syntax.
pub trait AsmPrinter {
    /// The context types and attributes are uniqued in.
    fn ctx(&self) -> &Context;
    /// Writes `s` as is.
    fn write_str(&mut self, s: &str);
    /// Prints a type as the parser reads it (through aliases when the printer uses them).
    fn print_type(&mut self, t: Type);
    /// Prints an attribute in full, a typed one with its `: type` (`1 : i64`).
    fn print_attribute(&mut self, a: Attribute);
    /// Integers and floats without their `: type` suffix.
    fn print_attribute_without_type(&mut self, a: Attribute);
    /// `@name`, quoted when it is not a bare identifier.
    fn print_symbol_name(&mut self, name: &str);
    /// `"..."` with MLIR escaping.
    fn print_string(&mut self, s: &str);
    /// `4x?x8` (no trailing `x`).
    fn print_dimension_list(&mut self, dims: &[i64]);
}

/// The op-level printing hooks.
pub trait OpAsmPrinter: AsmPrinter {
    /// This printer as the type/attribute-level half, to pass to helpers that take `dyn AsmPrinter`.
    fn as_asm_printer(&mut self) -> &mut dyn AsmPrinter;
    /// Prints a use of `v` under its printing name (`%0`, `%arg1`, `%r#1`).
    fn print_operand(&mut self, v: ValueId);
    /// Comma-separated operands.
    fn print_operands(&mut self, vs: &[ValueId]);
    /// `%name: type` for a block argument, with attrs and location when printing debuginfo.
    fn print_argument(&mut self, v: ValueId, attrs: Option<Attribute>);
    /// Comma-separated types.
    fn print_types(&mut self, ts: &[Type]);
    /// `(a, b) -> (c)` with MLIR's parenthesization rules.
    fn print_function_type(&mut self, inputs: &[Type], results: &[Type]);
    /// ` -> T` / ` -> (T, U)` (with the leading space) / nothing for no results.
    fn print_arrow_type_list(&mut self, results: &[Type]);
    /// ` {a = 1}` for the op's attributes and properties except `elided`; nothing if none remain.
    fn print_optional_attr_dict(&mut self, op: OpRef<'_>, elided: &[&str]);
    /// ` attributes {a = 1}`.
    fn print_optional_attr_dict_with_keyword(&mut self, op: OpRef<'_>, elided: &[&str]);
    /// ` <{...}>` with the properties, if any.
    fn print_properties(&mut self, op: OpRef<'_>);
    /// A region in braces. As MLIR, the entry block's header (`^bb0(%arg0: i32):`) is printed
    /// when `print_entry_args` and the block has arguments, or when `print_empty_block` and the
    /// block is empty; otherwise the op's syntax must show the arguments itself.
    fn print_region(
        &mut self,
        op: OpRef<'_>,
        index: usize,
        print_entry_args: bool,
        print_empty_block: bool,
    );
    /// As [`OpAsmPrinter::print_region`], leaving out the entry block's terminator when
    /// `print_block_terminators` is false (MLIR's `printBlockTerminators`, for syntax whose
    /// parser re-creates an implicit terminator, e.g. `scf.yield` without operands).
    fn print_region_full(
        &mut self,
        op: OpRef<'_>,
        index: usize,
        print_entry_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        let _ = print_block_terminators;
        self.print_region(op, index, print_entry_args, print_empty_block)
    }
    /// Prints a successor block's label (`^bb1`).
    fn print_successor(&mut self, b: BlockId);
    /// `^bb1(%a, %b : i32, i32)`.
    fn print_successor_and_use_list(&mut self, b: BlockId, operands: &[ValueId]);
    /// ` loc(...)` when printing debug info, else nothing.
    fn print_optional_location(&mut self, loc: Location);
    /// Starts a new line at the current indentation.
    fn print_newline(&mut self);
    /// Indents what follows one more level (MLIR's `increaseIndent`), until `decrease_indent`.
    fn increase_indent(&mut self) {}
    /// Undoes one [`increase_indent`](Self::increase_indent).
    fn decrease_indent(&mut self) {}
    /// An op name inside custom syntax (`applies stablehlo.add`), under the dialect name
    /// the printer uses (`PrintOptions::dialect_renames`).
    fn print_op_name(&mut self, name: &str) {
        self.write_str(name);
    }
    /// The printing name of `region`'s entry block arguments, to print a signature.
    fn region_entry_args(&self, op: OpRef<'_>, index: usize) -> Vec<ValueId>;
    /// Attribute dictionary printing with an explicit list (for function argument attrs).
    fn print_attr_dict(&mut self, attrs: &NamedAttrs, elided: &[&str]);
    /// Prints `region`'s entry block arguments under the names of `values` (MLIR's
    /// `shadowRegionArgs`), for syntax whose region reuses the op's operand names.
    fn shadow_region_args(&mut self, op: OpRef<'_>, index: usize, values: &[ValueId]) {
        let _ = (op, index, values);
    }
    /// The region ids for printing helper code that needs them.
    fn op_region_ids(&self, op: OpRef<'_>) -> Vec<RegionId> {
        op.regions().ids.to_vec()
    }
}

/// MLIR's `OpAsmOpInterface::getAsmResultNames`: names an op suggests for its results
/// (`%f = func.constant @f`). Attach with `def.add_interface::<dyn OpAsmResultNames>(..)`;
/// the printer uniquifies the names.
pub trait OpAsmResultNames: Send + Sync {
    /// `(result index, name without '%')` pairs.
    fn result_names(&self, op: OpRef<'_>) -> Vec<(usize, String)>;
}

/// MLIR's `OpAsmOpInterface::getAsmBlockArgumentNames`: names an op suggests for the entry
/// block arguments of its regions (`%iterArg` of `stablehlo.while`). Attach with
/// `def.add_interface::<dyn OpAsmBlockArgNames>(..)`; the printer uniquifies the names.
pub trait OpAsmBlockArgNames: Send + Sync {
    /// `(argument index, name without '%')` pairs for the entry block of region `region`.
    fn block_arg_names(&self, op: OpRef<'_>, region: usize) -> Vec<(usize, String)>;
}
