//! The op table of the complex dialect: one row per upstream op (MLIR 22's `ComplexOps.td`),
//! with its form, summary, description and example.

use crate::forms::{bitcast, compare, constant, create, part, same_type};
use xla_ir::OpDef;

/// Unary complex → complex ops: mnemonic, summary.
const UNARY: [(&str, &str, &str); 14] = [
    (
        "conj",
        "complex conjugate",
        "%a = complex.conj %b : complex<f32>",
    ),
    (
        "cos",
        "computes cosine of a complex number",
        "%a = complex.cos %b : complex<f32>",
    ),
    (
        "exp",
        "computes exponential of a complex number",
        "%a = complex.exp %b : complex<f32>",
    ),
    (
        "expm1",
        "computes exponential of a complex number minus 1",
        "%a = complex.expm1 %b : complex<f32>",
    ),
    (
        "log",
        "computes natural logarithm of a complex number",
        "%a = complex.log %b : complex<f32>",
    ),
    (
        "log1p",
        "computes natural logarithm of a complex number",
        "%a = complex.log1p %b : complex<f32>",
    ),
    (
        "neg",
        "Negation operator",
        "%a = complex.neg %b : complex<f32>",
    ),
    (
        "rsqrt",
        "complex reciprocal of square root",
        "%a = complex.rsqrt %b : complex<f32>",
    ),
    (
        "sign",
        "computes sign of a complex number",
        "%a = complex.sign %b : complex<f32>",
    ),
    (
        "sin",
        "computes sine of a complex number",
        "%a = complex.sin %b : complex<f32>",
    ),
    (
        "sqrt",
        "complex square root",
        "%a = complex.sqrt %b : complex<f32>",
    ),
    (
        "tan",
        "computes tangent of a complex number",
        "%a = complex.tan %b : complex<f32>",
    ),
    (
        "tanh",
        "complex hyperbolic tangent",
        "%a = complex.tanh %b : complex<f32>",
    ),
    (
        "angle",
        "computes argument value of a complex number",
        "%a = complex.angle %b : complex<f32>",
    ),
];

const BINARY: [(&str, &str, &str); 6] = [
    (
        "add",
        "complex addition",
        "%a = complex.add %b, %c : complex<f32>",
    ),
    (
        "atan2",
        "complex 2-argument arctangent",
        "%a = complex.atan2 %b, %c : complex<f32>",
    ),
    (
        "div",
        "complex division",
        "%a = complex.div %b, %c : complex<f32>",
    ),
    (
        "mul",
        "complex multiplication",
        "%a = complex.mul %b, %c : complex<f32>",
    ),
    (
        "pow",
        "complex power function",
        "%a = complex.pow %b, %c : complex<f32>",
    ),
    (
        "sub",
        "complex subtraction",
        "%a = complex.sub %b, %c : complex<f32>",
    ),
];

pub fn ops() -> Vec<OpDef> {
    let mut out = Vec::new();
    for (name, summary, example) in UNARY {
        let def = if name == "angle" {
            part(name, summary)
        } else {
            same_type::<1>(name, summary)
        };
        out.push(
            def.description("Takes one complex number (`complex<F>` for a float `F`) and computes the result element by element of the mathematical definition; `fastmath<...>` flags allow less precise evaluation.")
                .example(example),
        );
    }
    for (name, summary, example) in BINARY {
        out.push(
            same_type::<2>(name, summary)
                .description("Takes two complex numbers of one type and returns a complex number of that type; `fastmath<...>` flags allow less precise evaluation.")
                .example(example),
        );
    }
    out.extend([
        part("abs", "computes absolute value of a complex number")
            .description("The modulus `sqrt(re^2 + im^2)`, of the complex number's float element type.")
            .example("%a = complex.abs %b : complex<f32>"),
        part("re", "extracts the real part of a complex number")
            .description("The real part, of the complex number's float element type.")
            .example("%a = complex.re %b : complex<f32>"),
        part("im", "extracts the imaginary part of a complex number")
            .description("The imaginary part, of the complex number's float element type.")
            .example("%a = complex.im %b : complex<f32>"),
        compare("eq", "computes whether two complex values are equal")
            .description("`i1` true when both the real and the imaginary parts are equal.")
            .example("%a = complex.eq %b, %c : complex<f32>"),
        compare("neq", "computes whether two complex values are not equal")
            .description("`i1` true when the real or the imaginary parts differ.")
            .example("%a = complex.neq %b, %c : complex<f32>"),
        create("complex number creation operation")
            .description("Builds a complex number from its real and imaginary parts, both of its float element type.")
            .example("%a = complex.create %b, %c : complex<f32>"),
        constant("complex number constant operation")
            .description("A complex constant; `value` is an array of two float attributes (real, imaginary) of the element type.")
            .example("%a = complex.constant [0.1, -1.0] : complex<f64>"),
        bitcast("computes bitcast between complex and equal arith types")
            .description("Reinterprets the bits of a complex number as an integer or float of the same width, or back.")
            .example("%a = complex.bitcast %b : complex<f32> to i64"),
    ]);
    out
}
