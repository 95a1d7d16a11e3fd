//! `hlo.fft %x, type = RFFT, length = [16] : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>`:
//! XLA's Fft over the 1 to 3 innermost dimensions. FFT and IFFT map complex to complex
//! of the same shape; RFFT maps real to complex, the innermost dimension becoming
//! `fft_length[-1] / 2 + 1`; IRFFT maps complex back to real of size `fft_length[-1]`.

use crate::attrs::linalg_enums::FftType;
use crate::dims::join;
use crate::display::quoted;
use crate::syntax::{
    parse_attrs_and_function_type, print_attrs_and_function_type, print_operand_list,
};
use crate::table::OpRow;
use crate::types::class;
use crate::verify_util::{
    check_inferred, check_operands, check_results, dims_compatible, required_i64_array,
};
use xla_ir::asm::{OpAsmParser, OpAsmPrinter, Punct};
use xla_ir::float::FloatKind;
use xla_ir::{Diag, OpRef, OperationState, Type, TypeData};

pub const FFT_TYPE_ATTR: &str = "fft_type";
pub const FFT_LENGTH: &str = "fft_length";

xla_ir::declare_ops! {
    /// The ops of this group, declared.
    all: DECLS;

    /// `hlo.fft`: Fft operation.
    pub struct FftOp = "hlo.fft" {
        summary: "Fft operation",
        operands: [operand: Single],
        results: [result: Single],
        attributes: [fft_type = "fft_type": required Enum, fft_length = "fft_length": required DenseArray],
        traits: [PURE],
    }
}

pub const OPS: &[OpRow] = &[OpRow {
    decl: FftOp::INFO,
    description: "Forward and inverse Fourier transforms over the `size(fft_length)` (1 to 3) innermost \
                  dimensions (XLA's Fft). `fft_type` FFT and IFFT transform complex tensors in place; \
                  RFFT takes f32/f64 input whose innermost dimensions equal `fft_length` and keeps \
                  `fft_length[-1] / 2 + 1` complex values of the innermost dimension; IRFFT inverts it, \
                  producing `fft_length[-1]` real values.",
    example: "%r = hlo.fft %x, type = FFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>",
    verify: Some(verify_fft_invariants),
    verify_after_traits: Some(verify_fft),
    syntax: Some((parse_fft, print_fft)),
    ..OpRow::EMPTY
}];

/// The op's `fft_type`, with ODS's messages when it is absent or not an fft type.
pub fn fft_kind(op: OpRef<'_>) -> Result<FftType, Diag> {
    let Some(a) = op.attr(FFT_TYPE_ATTR) else {
        return Err(op.error(format!("requires attribute '{FFT_TYPE_ATTR}'")));
    };
    FftType::of_attr(op.ctx, a)
        .ok_or_else(|| op.error(format!("attribute '{FFT_TYPE_ATTR}' failed to satisfy constraint: XLA fast fourier transform type")))
}

fn verify_fft_invariants(op: OpRef<'_>) -> Result<(), Diag> {
    fft_kind(op)?;
    required_i64_array(op, FFT_LENGTH)?;
    check_operands(op, class::FLOAT_OR_COMPLEX)?;
    check_results(op, class::FLOAT_OR_COMPLEX)
}

/// The result shape of an RFFT (`rfft`) or IRFFT (`!rfft`) per StableHLO's `inferFftOp`.
pub fn infer_real_fft_shape(shape: &[i64], length: &[i64], rfft: bool) -> Result<Vec<i64>, String> {
    let (Some(&last_len), Some(&last_dim)) = (length.last(), shape.last()) else {
        return Ok(shape.to_vec());
    };
    let tail = &shape[shape.len().saturating_sub(length.len())..];
    let mut result = shape.to_vec();
    let last = result.len() - 1;
    if rfft {
        if tail
            .iter()
            .zip(length)
            .any(|(&d, &l)| !dims_compatible(d, l))
        {
            return Err(format!(
                "RFFT requires innermost dimensions to be compatible with fft_length. Got: {} but wanted {}.",
                join(shape),
                join(length)
            ));
        }
        if last_len != 0 {
            result[last] = last_len / 2 + 1;
        }
        return Ok(result);
    }
    for (&d, &l) in tail[..tail.len() - 1].iter().zip(length) {
        if !dims_compatible(d, l) {
            return Err(format!(
                "IRFFT requires non-final dimensions to be compatible with fft_length. Got: {} but wanted {}, and {} != {}.",
                join(shape),
                join(length),
                d,
                l
            ));
        }
    }
    if (!dims_compatible(last_dim, 0) || last_len != 0)
        && !dims_compatible(last_dim, last_len / 2 + 1)
    {
        return Err(format!(
            "IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: {} but fft_length is {}.",
            last_dim,
            join(length)
        ));
    }
    result[last] = last_len;
    Ok(result)
}

/// C1-C5 with StableHLO's messages, then the result against the inferred type.
fn verify_fft(op: OpRef<'_>) -> Result<(), Diag> {
    let ctx = op.ctx;
    let kind = fft_kind(op)?;
    let length = required_i64_array(op, FFT_LENGTH)?;
    if !(1..=3).contains(&length.len()) {
        return Err(op.error(format!(
            "rank must be between 1 and 3, but got {}.",
            length.len()
        )));
    }
    let operand = op.operand_type(0);
    let elem = ctx.element_type(operand);
    let result_elem: Type = match (kind, ctx.type_data(elem)) {
        (FftType::Rfft, _)
            if matches!(ctx.float_kind(elem), Some(FloatKind::F32 | FloatKind::F64)) =>
        {
            ctx.complex_type(elem)
        }
        (FftType::Rfft, _) => {
            return Err(op.error(format!(
                "RFFT requires f32 or f64 input type, but is given {}.",
                quoted(ctx, elem)
            )))
        }
        (FftType::Irfft, TypeData::Complex(real)) => *real,
        (_, TypeData::Complex(_)) => elem,
        _ => {
            return Err(op.error(format!(
                "FFT/IFFT/IRFFT take a complex tensor as input, but is given {}.",
                quoted(ctx, operand)
            )))
        }
    };
    let shape = crate::verify_util::shape_of(ctx, operand);
    if shape.len() < length.len() {
        return Err(op.error(format!(
            "operand rank must not be less than fft rank of {} for operand of type {}.",
            length.len(),
            quoted(ctx, operand)
        )));
    }
    let result_shape = match kind {
        FftType::Rfft | FftType::Irfft => {
            infer_real_fft_shape(shape, &length, kind == FftType::Rfft).map_err(|m| op.error(m))?
        }
        FftType::Fft | FftType::Ifft => shape.to_vec(),
    };
    check_inferred(
        op,
        ctx.tensor_type(&result_shape, result_elem),
        op.result_type(0),
    )
}

/// `%x, type = FFT, length = [..] attr-dict : functional-type`.
fn parse_fft(p: &mut dyn OpAsmParser, st: &mut OperationState) -> Result<(), Diag> {
    let operand = p.parse_operand()?;
    // The clauses are absent only when the printer kept malformed attributes in the dict.
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_keyword("type")?;
        p.parse_punct(Punct::Equal)?;
        let kind = FftType::parse(p.as_asm_parser())?;
        st.set_attr(p.ctx(), FFT_TYPE_ATTR, kind.attr(p.ctx()));
        p.parse_punct(Punct::Comma)?;
        crate::syntax::parse_keyword_i64_array(p, st, "length", FFT_LENGTH)?;
    }
    parse_attrs_and_function_type(p, st, &[operand])
}

fn print_fft(p: &mut dyn OpAsmPrinter, op: OpRef<'_>) {
    let kind = op
        .attr(FFT_TYPE_ATTR)
        .and_then(|a| FftType::of_attr(op.ctx, a));
    let length = op
        .attr(FFT_LENGTH)
        .and_then(|a| crate::verify_util::i64_array(op.ctx, a));
    print_operand_list(p, op);
    // The custom form needs both attributes; otherwise they stay in the dictionary.
    let elided: &[&str] = match (kind, length) {
        (Some(kind), Some(length)) => {
            p.write_str(&format!(", type = {kind}, length = "));
            crate::syntax::print_i64_list(p, &length);
            &[FFT_TYPE_ATTR, FFT_LENGTH]
        }
        _ => &[],
    };
    print_attrs_and_function_type(p, op, elided);
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_ir::DYNAMIC;

    #[test]
    fn real_transforms_resize_the_innermost_dimension() {
        assert_eq!(infer_real_fft_shape(&[3, 9], &[9], true), Ok(vec![3, 5]));
        assert_eq!(
            infer_real_fft_shape(&[14, 15, 0, 17], &[17], true),
            Ok(vec![14, 15, 0, 9])
        );
        assert_eq!(infer_real_fft_shape(&[3, 9], &[16], false), Ok(vec![3, 16]));
        assert_eq!(
            infer_real_fft_shape(&[2, 2, 3], &[2, 2, 4], false),
            Ok(vec![2, 2, 4])
        );
        assert_eq!(infer_real_fft_shape(&[DYNAMIC], &[8], false), Ok(vec![8]));
        assert_eq!(
            infer_real_fft_shape(&[3, 9], &[9, 9], true).unwrap_err(),
            "RFFT requires innermost dimensions to be compatible with fft_length. Got: 3, 9 but wanted 9, 9."
        );
        assert!(infer_real_fft_shape(&[3, 9], &[4, 16], false)
            .unwrap_err()
            .contains("and 3 != 4."));
        assert!(infer_real_fft_shape(&[3, 8], &[16], false)
            .unwrap_err()
            .contains("Got: 8 but fft_length is 16."));
    }
}
