//! Random mutations of valid inputs: the parser must return (Ok or Err), never panic.

use super::custom::custom_ctx;
use crate::asm::parse_module;

const SEEDS: &[&str] = &[
    "#map = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4, d1 mod 3)>\n!t = tensor<4x?xf32>\n\"t.r\"() ({\n^bb0(%a: i32 loc(\"f\":1:2), %b: !t):\n  %0:2 = \"t.op\"(%a, %b) <{p = [1, \"s\", @a::@b]}> {m = #map, d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : (i32, !t) -> (i32, f32) loc(#loc)\n  \"t.br\"(%0#0)[^bb1] : (i32) -> ()\n^bb1:\n  \"t.y\"() {x = dense<\"0x0D01\"> : tensor<9xi1>, s = strided<[?, 1], offset: 2>, c = dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>} : () -> ()\n}) : () -> ()\n#loc = loc(fused<\"m\">[\"a\", callsite(\"b\" at \"c\":1:2)])\n",
    "test.func @f(%a: i32, %b: i32 {x.y}) -> i32 {\n  %s = test.add %a, %b : i32\n  %c = cst 7 : i32\n  test.jump ^bb1(%s : i32)\n^bb1(%y: i32):\n  ret %y : i32\n}\n%0 = \"t.a\"() {f = #test.flag<3>} : () -> !test.pair<i32, tensor<2x!test.pair<f32, i1>>>\nmodule @m attributes {a = array<i64: 1, -2>} {\n}\n",
];

const TOKENS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    ":",
    "=",
    "->",
    "%0",
    "%a",
    "^bb1",
    "@f",
    "#map",
    "!t",
    "\"",
    "tensor<",
    "x",
    "?",
    "dense<",
    "loc(",
    "0x",
    "1.5e+",
    "-",
    "i32",
    "#0",
    "*",
    "...",
    "affine_map<",
    "\\",
    "{-#",
];

#[test]
fn mutated_inputs_never_panic() {
    let c = custom_ctx();
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut below = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n.max(1) as u64) as usize
    };
    for round in 0..3000 {
        let mut s: Vec<char> = SEEDS[round % SEEDS.len()].chars().collect();
        for _ in 0..1 + below(4) {
            if s.is_empty() {
                break;
            }
            let at = below(s.len());
            match below(4) {
                0 => {
                    let end = (at + 1 + below(8)).min(s.len());
                    s.drain(at..end);
                }
                1 => {
                    for (i, ch) in TOKENS[below(TOKENS.len())].chars().enumerate() {
                        s.insert(at + i, ch);
                    }
                }
                2 => s.truncate(at),
                _ => {
                    let ch = s[below(s.len())];
                    s[at] = ch;
                }
            }
        }
        let text: String = s.into_iter().collect();
        let _ = parse_module(&c, "fuzz.mlir", &text);
    }
}
