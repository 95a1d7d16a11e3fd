//! The sdy attributes as plain Rust values, and their encoding as `AttrData::Dialect`
//! attributes (parameters are builtin arrays, strings and integers).

use xla_ir::{AttrData, Attribute, Context};

/// A named mesh axis: `"x"=4`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeshAxis {
    pub name: String,
    pub size: i64,
}

/// `#sdy.mesh<["x"=2, "y"=2], device_ids=[...]>`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Mesh {
    pub axes: Vec<MeshAxis>,
    pub device_ids: Vec<i64>,
}

impl Mesh {
    pub fn axis_size(&self, name: &str) -> Option<i64> {
        self.axes.iter().find(|a| a.name == name).map(|a| a.size)
    }
    /// The number of devices (1 for an empty or maximal mesh); `None` if it overflows.
    pub fn total_size(&self) -> Option<i64> {
        self.axes
            .iter()
            .try_fold(1i64, |n, a| n.checked_mul(a.size))
    }
    /// The device at linear (row-major over the axes) position `i`.
    pub fn device_at(&self, i: usize) -> i64 {
        self.device_ids.get(i).copied().unwrap_or(i as i64)
    }
}

/// An axis or a sub-axis `"x":(pre)size`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxisRef {
    pub name: String,
    pub sub: Option<(i64, i64)>,
}

impl AxisRef {
    pub fn size(&self, mesh: &Mesh) -> Option<i64> {
        match self.sub {
            Some((_, size)) => Some(size),
            None => mesh.axis_size(&self.name),
        }
    }
    /// This (sub-)axis's coordinate, given the full axis's coordinate.
    pub fn coordinate(&self, full: i64, mesh: &Mesh) -> i64 {
        match self.sub {
            Some((pre, size)) => {
                let whole = mesh.axis_size(&self.name).unwrap_or(1);
                let stride = pre
                    .checked_mul(size)
                    .and_then(|n| whole.checked_div(n))
                    .unwrap_or(1)
                    .max(1);
                (full / stride).checked_rem(size).unwrap_or(0)
            }
            None => full,
        }
    }
}

/// One dimension's sharding: `{"x", "y"}`, `{"x", ?}`, `{}p1`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DimSharding {
    pub axes: Vec<AxisRef>,
    pub closed: bool,
    pub priority: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MeshOrRef {
    Ref(String),
    Inline(Mesh),
}

/// `#sdy.sharding<@mesh, [{"x"}, {}], replicated={"y"}, unreduced={"z"}>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorSharding {
    pub mesh: MeshOrRef,
    pub dims: Vec<DimSharding>,
    pub replicated: Vec<AxisRef>,
    pub unreduced: Vec<AxisRef>,
}

/// `#sdy.op_sharding_rule<([i, j])->([j, i]) {i=2, j=3} reduction={...}, custom>`: factor
/// indices per dimension of each operand and result.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct OpShardingRule {
    pub operands: Vec<Vec<Vec<i64>>>,
    pub results: Vec<Vec<Vec<i64>>>,
    pub factor_sizes: Vec<i64>,
    /// `reduction`, `need_replication`, `permutation`, `blocked_propagation`, in that order.
    pub factor_groups: [Vec<i64>; 4],
    pub custom: bool,
}

pub const FACTOR_GROUPS: [&str; 4] = [
    "reduction",
    "need_replication",
    "permutation",
    "blocked_propagation",
];

/// The module attributes giving a program's device count (`replicas × partitions`).
pub const NUM_REPLICAS: &str = "mhlo.num_replicas";
pub const NUM_PARTITIONS: &str = "mhlo.num_partitions";

/// The attribute kinds, by mnemonic.
pub const MESH: &str = "mesh";
pub const SHARDING: &str = "sharding";
pub const SHARDING_PER_VALUE: &str = "sharding_per_value";
pub const MANUAL_AXES: &str = "manual_axes";
pub const OP_SHARDING_RULE: &str = "op_sharding_rule";

fn dialect_attr(ctx: &Context, mnemonic: &str, params: Vec<Attribute>) -> Attribute {
    ctx.intern_attr(AttrData::Dialect {
        dialect: ctx.symbol(crate::DIALECT),
        mnemonic: ctx.symbol(mnemonic),
        params: params.into(),
    })
}

/// The parameters of an sdy attribute of kind `mnemonic`.
fn params_of<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c [Attribute]> {
    match ctx.attr_data(a) {
        AttrData::Dialect {
            dialect,
            mnemonic: m,
            params,
        } if ctx.symbol_str(*dialect) == crate::DIALECT && ctx.symbol_str(*m) == mnemonic => {
            Some(params)
        }
        _ => None,
    }
}

/// The mnemonic of an sdy attribute.
pub fn mnemonic_of(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Dialect {
            dialect, mnemonic, ..
        } if ctx.symbol_str(*dialect) == crate::DIALECT => Some(ctx.symbol_str(*mnemonic)),
        _ => None,
    }
}

fn int(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(ctx.i64(), v as i128)
}

fn ints(ctx: &Context, v: &[i64]) -> Attribute {
    ctx.array_attr(&v.iter().map(|&x| int(ctx, x)).collect::<Vec<_>>())
}

fn get_ints(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    ctx.attr_as_array(a)?
        .iter()
        .map(|&x| ctx.attr_as_int(x).map(|v| v as i64))
        .collect()
}

fn get_str(ctx: &Context, a: Attribute) -> Option<String> {
    ctx.attr_as_str(a).map(str::to_string)
}

impl Mesh {
    fn params(&self, ctx: &Context) -> Vec<Attribute> {
        let axes: Vec<Attribute> = self
            .axes
            .iter()
            .map(|a| ctx.array_attr(&[ctx.string_attr(&a.name), int(ctx, a.size)]))
            .collect();
        vec![ctx.array_attr(&axes), ints(ctx, &self.device_ids)]
    }
    pub fn to_attr(&self, ctx: &Context) -> Attribute {
        dialect_attr(ctx, MESH, self.params(ctx))
    }
    pub fn from_attr(ctx: &Context, a: Attribute) -> Option<Mesh> {
        let p = params_of(ctx, a, MESH)?;
        let axes = ctx
            .attr_as_array(*p.first()?)?
            .iter()
            .map(|&ax| {
                let v = ctx.attr_as_array(ax)?;
                Some(MeshAxis {
                    name: get_str(ctx, *v.first()?)?,
                    size: ctx.attr_as_int(*v.get(1)?)? as i64,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Mesh {
            axes,
            device_ids: get_ints(ctx, *p.get(1)?)?,
        })
    }
}

impl AxisRef {
    fn to_attr(&self, ctx: &Context) -> Attribute {
        let mut v = vec![ctx.string_attr(&self.name)];
        if let Some((pre, size)) = self.sub {
            v.extend([int(ctx, pre), int(ctx, size)]);
        }
        ctx.array_attr(&v)
    }
    fn from_attr(ctx: &Context, a: Attribute) -> Option<AxisRef> {
        let v = ctx.attr_as_array(a)?;
        let name = get_str(ctx, *v.first()?)?;
        let sub = match v.len() {
            1 => None,
            3 => Some((ctx.attr_as_int(v[1])? as i64, ctx.attr_as_int(v[2])? as i64)),
            _ => return None,
        };
        Some(AxisRef { name, sub })
    }
}

fn axes_attr(ctx: &Context, axes: &[AxisRef]) -> Attribute {
    ctx.array_attr(&axes.iter().map(|a| a.to_attr(ctx)).collect::<Vec<_>>())
}

fn axes_from(ctx: &Context, a: Attribute) -> Option<Vec<AxisRef>> {
    ctx.attr_as_array(a)?
        .iter()
        .map(|&x| AxisRef::from_attr(ctx, x))
        .collect()
}

impl TensorSharding {
    pub fn to_attr(&self, ctx: &Context) -> Attribute {
        let mesh = match &self.mesh {
            MeshOrRef::Ref(name) => ctx.intern_attr(AttrData::SymbolRef {
                root: ctx.symbol(name),
                nested: Box::new([]),
            }),
            MeshOrRef::Inline(m) => m.to_attr(ctx),
        };
        let dims: Vec<Attribute> = self
            .dims
            .iter()
            .map(|d| {
                ctx.array_attr(&[
                    axes_attr(ctx, &d.axes),
                    int(ctx, d.closed as i64),
                    int(ctx, d.priority.unwrap_or(-1)),
                ])
            })
            .collect();
        dialect_attr(
            ctx,
            SHARDING,
            vec![
                mesh,
                ctx.array_attr(&dims),
                axes_attr(ctx, &self.replicated),
                axes_attr(ctx, &self.unreduced),
            ],
        )
    }
    pub fn from_attr(ctx: &Context, a: Attribute) -> Option<TensorSharding> {
        let p = params_of(ctx, a, SHARDING)?;
        let mesh = match ctx.attr_data(*p.first()?) {
            AttrData::SymbolRef { root, .. } => MeshOrRef::Ref(ctx.symbol_str(*root).to_string()),
            _ => MeshOrRef::Inline(Mesh::from_attr(ctx, p[0])?),
        };
        let dims = ctx
            .attr_as_array(*p.get(1)?)?
            .iter()
            .map(|&d| {
                let v = ctx.attr_as_array(d)?;
                let priority = ctx.attr_as_int(*v.get(2)?)? as i64;
                Some(DimSharding {
                    axes: axes_from(ctx, *v.first()?)?,
                    closed: ctx.attr_as_int(*v.get(1)?)? != 0,
                    priority: (priority >= 0).then_some(priority),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(TensorSharding {
            mesh,
            dims,
            replicated: axes_from(ctx, *p.get(2)?)?,
            unreduced: axes_from(ctx, *p.get(3)?)?,
        })
    }
    /// The mesh symbol this sharding names, if it names one.
    pub fn mesh_name(&self) -> Option<&str> {
        match &self.mesh {
            MeshOrRef::Ref(n) => Some(n),
            MeshOrRef::Inline(_) => None,
        }
    }
}

pub fn sharding_per_value_attr(ctx: &Context, v: &[TensorSharding]) -> Attribute {
    let items: Vec<Attribute> = v.iter().map(|s| s.to_attr(ctx)).collect();
    dialect_attr(ctx, SHARDING_PER_VALUE, vec![ctx.array_attr(&items)])
}

pub fn sharding_per_value(ctx: &Context, a: Attribute) -> Option<Vec<TensorSharding>> {
    let p = params_of(ctx, a, SHARDING_PER_VALUE)?;
    ctx.attr_as_array(*p.first()?)?
        .iter()
        .map(|&s| TensorSharding::from_attr(ctx, s))
        .collect()
}

pub fn manual_axes_attr(ctx: &Context, names: &[String]) -> Attribute {
    let items: Vec<Attribute> = names.iter().map(|n| ctx.string_attr(n)).collect();
    dialect_attr(ctx, MANUAL_AXES, vec![ctx.array_attr(&items)])
}

pub fn manual_axes(ctx: &Context, a: Attribute) -> Option<Vec<String>> {
    let p = params_of(ctx, a, MANUAL_AXES)?;
    ctx.attr_as_array(*p.first()?)?
        .iter()
        .map(|&s| get_str(ctx, s))
        .collect()
}

fn mappings_attr(ctx: &Context, m: &[Vec<Vec<i64>>]) -> Attribute {
    let tensors: Vec<Attribute> = m
        .iter()
        .map(|t| ctx.array_attr(&t.iter().map(|d| ints(ctx, d)).collect::<Vec<_>>()))
        .collect();
    ctx.array_attr(&tensors)
}

fn mappings_from(ctx: &Context, a: Attribute) -> Option<Vec<Vec<Vec<i64>>>> {
    ctx.attr_as_array(a)?
        .iter()
        .map(|&t| {
            ctx.attr_as_array(t)?
                .iter()
                .map(|&d| get_ints(ctx, d))
                .collect()
        })
        .collect()
}

impl OpShardingRule {
    pub fn to_attr(&self, ctx: &Context) -> Attribute {
        let mut params = vec![
            mappings_attr(ctx, &self.operands),
            mappings_attr(ctx, &self.results),
            ints(ctx, &self.factor_sizes),
        ];
        params.extend(self.factor_groups.iter().map(|g| ints(ctx, g)));
        params.push(int(ctx, self.custom as i64));
        dialect_attr(ctx, OP_SHARDING_RULE, params)
    }
    pub fn from_attr(ctx: &Context, a: Attribute) -> Option<OpShardingRule> {
        let p = params_of(ctx, a, OP_SHARDING_RULE)?;
        if p.len() != 8 {
            return None;
        }
        Some(OpShardingRule {
            operands: mappings_from(ctx, p[0])?,
            results: mappings_from(ctx, p[1])?,
            factor_sizes: get_ints(ctx, p[2])?,
            factor_groups: [
                get_ints(ctx, p[3])?,
                get_ints(ctx, p[4])?,
                get_ints(ctx, p[5])?,
                get_ints(ctx, p[6])?,
            ],
            custom: ctx.attr_as_int(p[7])? != 0,
        })
    }
}
