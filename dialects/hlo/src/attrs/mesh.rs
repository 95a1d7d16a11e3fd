//! Mesh-axes replica groups (StableHLO's RFC "replica groups as mesh axes"):
//! `#hlo.replica_group_mesh_axes<mesh = @mesh, axes = [#hlo.axis_ref<name = "x">]>`, with
//! `#hlo.mesh<axes = [#hlo.mesh_axis<name = "x", size = 2>]>` for an inline mesh and
//! `#hlo.axis_ref<name = "y", sub_axis_info = (1)2>` for a split axis. The groups they
//! denote depend on the mesh, so collectives check them no further.

use super::struct_attr::{Param, ParamKind, StructAttr};
use super::AttrFamily;
use xla_ir::asm::{AsmParser, AsmPrinter};
use xla_ir::{Attribute, Diag};

/// The mesh attributes, dispatched by mnemonic.
const ALL: [&StructAttr; 4] = [&REPLICA_GROUP_MESH_AXES, &MESH, &MESH_AXIS, &AXIS_REF];

pub const FAMILY: AttrFamily = AttrFamily {
    mnemonics: &["replica_group_mesh_axes", "mesh", "mesh_axis", "axis_ref"],
    parse,
    print,
};

fn parse(p: &mut dyn AsmParser, mnemonic: &str) -> Result<Attribute, Diag> {
    match ALL.iter().find(|s| s.mnemonic == mnemonic) {
        Some(s) => s.parse_after_mnemonic(p),
        None => Err(p.error(&format!("unknown hlo attribute: {mnemonic}"))),
    }
}

fn print(p: &mut dyn AsmPrinter, a: Attribute) -> bool {
    ALL.iter().any(|s| s.print(p, a))
}

pub const REPLICA_GROUP_MESH_AXES: StructAttr = StructAttr {
    mnemonic: "replica_group_mesh_axes",
    cpp_name: "StableHLO_ReplicaGroupMeshAxes",
    params: &[Param::attr("mesh"), Param::attr("axes")],
};

pub const MESH: StructAttr = StructAttr {
    mnemonic: "mesh",
    cpp_name: "StableHLO_Mesh",
    params: &[Param::attr("axes")],
};

pub const MESH_AXIS: StructAttr = StructAttr {
    mnemonic: "mesh_axis",
    cpp_name: "StableHLO_MeshAxis",
    params: &[Param::attr("name"), Param::int("size")],
};

pub const AXIS_REF: StructAttr = StructAttr {
    mnemonic: "axis_ref",
    cpp_name: "StableHLO_AxisRef",
    params: &[
        Param::attr("name"),
        Param {
            name: "sub_axis_info",
            kind: ParamKind::SubAxis,
            optional: true,
        },
    ],
};
