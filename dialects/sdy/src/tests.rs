//! Attribute text round trips through the model.

use crate::attr_syntax::*;
use crate::model::*;

#[test]
fn factor_symbols_run_i_to_z_then_z_n() {
    assert_eq!(factor_symbol(0), "i");
    assert_eq!(factor_symbol(17), "z");
    assert_eq!(factor_symbol(18), "z_1");
}

#[test]
fn sharding_prints_open_dims_priorities_and_sub_axes() {
    let s = TensorSharding {
        mesh: MeshOrRef::Ref("mesh".into()),
        dims: vec![
            DimSharding {
                axes: vec![AxisRef {
                    name: "x".into(),
                    sub: Some((1, 2)),
                }],
                closed: false,
                priority: Some(1),
            },
            DimSharding {
                axes: vec![],
                closed: false,
                priority: None,
            },
        ],
        replicated: vec![AxisRef {
            name: "y".into(),
            sub: None,
        }],
        unreduced: vec![],
    };
    assert_eq!(
        sharding_body(&s),
        "<@mesh, [{\"x\":(1)2, ?}p1, {?}], replicated={\"y\"}>"
    );
}

#[test]
fn sub_axis_coordinates_split_the_full_axis_major_first() {
    let mesh = Mesh {
        axes: vec![MeshAxis {
            name: "x".into(),
            size: 8,
        }],
        device_ids: vec![],
    };
    let major = AxisRef {
        name: "x".into(),
        sub: Some((1, 2)),
    };
    let minor = AxisRef {
        name: "x".into(),
        sub: Some((2, 4)),
    };
    let coords: Vec<(i64, i64)> = (0..8)
        .map(|c| (major.coordinate(c, &mesh), minor.coordinate(c, &mesh)))
        .collect();
    assert_eq!(
        coords,
        vec![
            (0, 0),
            (0, 1),
            (0, 2),
            (0, 3),
            (1, 0),
            (1, 1),
            (1, 2),
            (1, 3)
        ]
    );
}
