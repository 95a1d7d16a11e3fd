use super::{attr, attr_error, ctx, ty};
use crate::attrs::{AttrData, Attribute};
use crate::context::Context;

fn dense(c: &Context, a: Attribute) -> (Vec<u8>, bool) {
    match c.attr_data(a) {
        AttrData::DenseElements { data, splat, .. } => (data.to_vec(), *splat),
        other => panic!("{other:?}"),
    }
}

fn le32(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn integer_lists_and_splats() {
    let c = ctx();
    let a = attr(&c, "dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>");
    assert_eq!(dense(&c, a), (le32(&[1, 2, 3, -4]), false));
    assert_eq!(c.attr_type(a), Some(ty(&c, "tensor<2x2xi32>")));
    assert_eq!(
        dense(&c, attr(&c, "dense<7> : tensor<100xi32>")),
        (le32(&[7]), true)
    );
    // Uniform lists are stored as splats, as MLIR does.
    assert_eq!(
        attr(&c, "dense<[5, 5]> : tensor<2xi32>"),
        attr(&c, "dense<5> : tensor<2xi32>")
    );
    assert_eq!(
        dense(&c, attr(&c, "dense<[true, false, true]> : tensor<3xi1>")),
        (vec![1, 0, 1], false)
    );
    assert_eq!(
        dense(&c, attr(&c, "dense<1> : tensor<3xi1>")),
        (vec![1], true)
    );
    assert_eq!(
        dense(&c, attr(&c, "dense<[1, 2]> : vector<2xi8>")),
        (vec![1, 2], false)
    );
    assert_eq!(
        dense(&c, attr(&c, "dense<[-1, 2]> : tensor<2xi4>")),
        (vec![0xff, 2], false)
    );
    assert_eq!(
        dense(&c, attr(&c, "dense<[1, 2]> : tensor<2xindex>"))
            .0
            .len(),
        16
    );
    assert_eq!(
        dense(&c, attr(&c, "dense<> : tensor<0xi32>")),
        (vec![], false)
    );
    assert_eq!(
        dense(&c, attr(&c, "dense<[]> : tensor<0xi32>")),
        (vec![], false)
    );
}

#[test]
fn floats_and_complex() {
    let c = ctx();
    let a = attr(&c, "dense<[1.0, -2.5]> : tensor<2xf32>");
    let mut want = 1.0f32.to_le_bytes().to_vec();
    want.extend_from_slice(&(-2.5f32).to_le_bytes());
    assert_eq!(dense(&c, a), (want, false));
    let a = attr(&c, "dense<[0x7FC00000, 1.0]> : tensor<2xf32>");
    assert_eq!(&dense(&c, a).0[..4], &0x7FC0_0000u32.to_le_bytes());
    let a = attr(&c, "dense<[1.0, 2.0]> : tensor<2xbf16>");
    assert_eq!(dense(&c, a), (vec![0x80, 0x3f, 0x00, 0x40], false));
    let a = attr(
        &c,
        "dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>",
    );
    let want: Vec<u8> = [1.0f32, 2.0, 3.0, 4.0]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    assert_eq!(dense(&c, a), (want, false));
    let a = attr(&c, "dense<(1, 2)> : tensor<3xcomplex<i8>>");
    assert_eq!(dense(&c, a), (vec![1, 2], true));
    assert_eq!(
        attr_error(&c, "dense<[1, 2]> : tensor<2xf32>"),
        "8: unexpected decimal integer literal for a floating point value"
    );
}

#[test]
fn hex_blobs() {
    let c = ctx();
    let a = attr(&c, "dense<\"0xDEADBEEF01000000\"> : tensor<2xi32>");
    assert_eq!(
        dense(&c, a),
        (vec![0xde, 0xad, 0xbe, 0xef, 1, 0, 0, 0], false)
    );
    let a = attr(&c, "dense<\"0x01000000\"> : tensor<4xi32>");
    assert_eq!(dense(&c, a), (le32(&[1]), true));
    let a = attr(&c, "dense<\"0x0000803F0000803F\"> : tensor<2xf32>");
    assert_eq!(dense(&c, a), (1.0f32.to_le_bytes().to_vec(), true));
    // i1 blobs are bit-packed, as MLIR prints them.
    assert_eq!(
        dense(&c, attr(&c, "dense<\"0x0D01\"> : tensor<9xi1>")),
        (vec![1, 0, 1, 1, 0, 0, 0, 0, 1], false)
    );
    assert_eq!(
        dense(&c, attr(&c, "dense<\"0xFF\"> : tensor<4xi1>")),
        (vec![1], true)
    );
    // One byte per i1, as newer MLIR (and so JAX) prints them; a splat folds to one element.
    assert_eq!(
        dense(&c, attr(&c, "dense<\"0x01000101\"> : tensor<4xi1>")),
        (vec![1, 0, 1, 1], false)
    );
    assert_eq!(
        dense(&c, attr(&c, "dense<\"0x0101010101\"> : tensor<5xi1>")),
        (vec![1], true)
    );
    assert_eq!(
        attr_error(&c, "dense<\"0x010001\"> : tensor<4xi1>"),
        "1: elements hex data size is invalid for provided type: 'tensor<4xi1>'"
    );
    assert_eq!(
        attr_error(&c, "dense<\"0x01000201\"> : tensor<4xi1>"),
        "1: elements hex data size is invalid for provided type: 'tensor<4xi1>'"
    );
    assert_eq!(
        attr_error(&c, "dense<\"0xABC\"> : tensor<1xi8>"),
        "7: expected string containing hex digits starting with `0x`"
    );
}

#[test]
fn strings() {
    let c = ctx();
    let a = attr(&c, "dense<[\"a\", \"bc\"]> : tensor<2x!d.str>");
    match c.attr_data(a) {
        AttrData::DenseStrings { values, splat, .. } => {
            assert_eq!(
                values.iter().map(|v| v.to_vec()).collect::<Vec<_>>(),
                vec![b"a".to_vec(), b"bc".to_vec()]
            );
            assert!(!splat);
        }
        other => panic!("{other:?}"),
    }
    let a = attr(&c, "dense<\"x\"> : tensor<3x!d.str>");
    assert!(matches!(
        c.attr_data(a),
        AttrData::DenseStrings { splat: true, .. }
    ));
}

#[test]
fn dense_errors() {
    let c = ctx();
    assert_eq!(
        attr_error(&c, "dense<[1, 2, 3]> : tensor<2xi32>"),
        "1: inferred shape of elements literal ([3]) does not match type ([2])"
    );
    assert_eq!(
        attr_error(&c, "dense<[[1], 2]> : tensor<2xi32>"),
        "14: tensor literal is invalid; ranks are not consistent between elements"
    );
    assert_eq!(
        attr_error(&c, "dense<> : tensor<2xi32>"),
        "1: parsed zero elements, but type ('tensor<2xi32>') expected at least 1"
    );
    assert_eq!(
        attr_error(&c, "dense<1.5> : tensor<2xi32>"),
        "7: expected integer elements, but parsed floating-point"
    );
    assert_eq!(
        attr_error(&c, "dense<300> : tensor<2xi8>"),
        "7: integer constant out of range for type"
    );
    assert_eq!(
        attr_error(&c, "dense<true> : tensor<2xi8>"),
        "7: expected i1 type for 'true' or 'false' values"
    );
    assert_eq!(
        attr_error(&c, "dense<1> : i32"),
        "1: elements literal must be a shaped type"
    );
    assert_eq!(
        attr_error(&c, "dense<1> : tensor<?xi32>"),
        "1: elements literal type must have static shape"
    );
    assert_eq!(
        attr_error(&c, "dense<-1> : tensor<2xui8>"),
        "8: expected unsigned integer elements, but parsed negative value"
    );
    assert_eq!(
        attr_error(&c, "dense<[(1.0, 2.0)]> : tensor<2xcomplex<f32>>"),
        "1: inferred shape of elements literal ([1]) does not match type ([2])"
    );
}

#[test]
fn large_hex_blob() {
    let c = ctx();
    let n = 1 << 16;
    let hex: String = (0..n)
        .map(|i| format!("{:02X}{:02X}{:02X}{:02X}", i & 0xff, (i >> 8) & 0xff, 0, 0))
        .collect();
    let a = attr(&c, &format!("dense<\"0x{hex}\"> : tensor<{n}xi32>"));
    let (data, splat) = dense(&c, a);
    assert!(!splat);
    assert_eq!(data.len(), 4 * n);
    assert_eq!(&data[4..8], &1i32.to_le_bytes());
}

#[test]
fn wide_integers_are_rejected_not_allocated() {
    let c = ctx();
    assert_eq!(
        attr_error(&c, "dense<[1, 2]> : tensor<2xi16777215>"),
        "1: dense integer elements wider than 128 bits are not supported"
    );
    assert!(c.parse_attr_str("array<i256: 1>").is_err());
    assert_eq!(
        dense(&c, attr(&c, "dense<-1> : tensor<2xi128>")),
        (vec![0xff; 16], true)
    );
}
