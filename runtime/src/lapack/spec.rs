//! What a `lapack_*_ffi` custom call (JAX's CPU linear algebra) means, without computing it:
//! the routine and element type its target names, the flags of its `mhlo.backend_config`, and
//! the shapes its operands and results must have. Shared by the interpreter, the JIT lowering
//! and the runtime (docs/lowering/lapack.md).

/// The LAPACK routine of a target (`lapack_s{potrf}_ffi`); complex names map to the same
/// routine (`ungqr` is `orgqr`, `heevd` is `syevd`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Routine {
    /// Cholesky: `a -> (a, info)`.
    Potrf,
    /// LU with partial pivoting: `a -> (lu, ipiv, info)`.
    Getrf,
    /// Householder QR: `a -> (a, tau)`.
    Geqrf,
    /// The Q of a Householder QR: `(a, tau) -> q`.
    Orgqr,
    /// Symmetric / Hermitian eigendecomposition: `a -> (v, w, info)`.
    Syevd,
    /// SVD by divide and conquer: `a -> (a, s, u, vt, info)`.
    Gesdd,
    /// Triangular solve: `(a, b) -> x`.
    Trsm,
}

/// The element type of the data (`s`, `d`, `c`, `z`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    F32,
    F64,
    C64,
    C128,
}

/// What one operand or result holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The target's element type.
    Data,
    /// Its real counterpart (eigenvalues, singular values).
    Real,
    /// `i32` (pivots, info).
    I32,
}

/// An element type as the callers see it (`Other` for any type no routine takes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    F32,
    F64,
    C64,
    C128,
    I32,
    Other,
}

impl Scalar {
    fn name(self) -> &'static str {
        match self {
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
            Scalar::C64 => "complex<f32>",
            Scalar::C128 => "complex<f64>",
            Scalar::I32 => "i32",
            Scalar::Other => "another type",
        }
    }
}

impl Target {
    /// The element type of `part` for this target.
    pub fn scalar(self, part: Part) -> Scalar {
        match (part, self.elem) {
            (Part::I32, _) => Scalar::I32,
            (Part::Data, Elem::C64) => Scalar::C64,
            (Part::Data, Elem::C128) => Scalar::C128,
            (_, Elem::F32 | Elem::C64) => Scalar::F32,
            (_, Elem::F64 | Elem::C128) => Scalar::F64,
        }
    }

    /// Checks the element types of the operands and results.
    pub fn check_types(self, operands: &[Scalar], results: &[Scalar]) -> Result<(), String> {
        let (ops, res) = self.routine.parts();
        for (what, got, parts) in [("operand", operands, ops), ("result", results, res)] {
            for (i, (&g, &p)) in got.iter().zip(parts).enumerate() {
                let want = self.scalar(p);
                if g != want {
                    return Err(format!(
                        "{what} #{i} must have element type {}, got {}",
                        want.name(),
                        g.name()
                    ));
                }
            }
        }
        Ok(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub routine: Routine,
    pub elem: Elem,
}

/// Parses `lapack_<t><routine>_ffi`; `None` for any other name.
pub fn parse_target(name: &str) -> Option<Target> {
    let body = name.strip_prefix("lapack_")?.strip_suffix("_ffi")?;
    let (t, routine) = body.split_at_checked(1)?;
    let elem = match t {
        "s" => Elem::F32,
        "d" => Elem::F64,
        "c" => Elem::C64,
        "z" => Elem::C128,
        _ => return None,
    };
    let complex = matches!(elem, Elem::C64 | Elem::C128);
    let routine = match (routine, complex) {
        ("potrf", _) => Routine::Potrf,
        ("getrf", _) => Routine::Getrf,
        ("geqrf", _) => Routine::Geqrf,
        ("orgqr", false) | ("ungqr", true) => Routine::Orgqr,
        ("syevd", false) | ("heevd", true) => Routine::Syevd,
        ("gesdd", _) => Routine::Gesdd,
        ("trsm", _) => Routine::Trsm,
        _ => return None,
    };
    Some(Target { routine, elem })
}

/// Whether `name` looks like a JAX LAPACK target (supported or not): such calls get a clear
/// "not supported" error instead of the generic unknown-custom-call one.
pub fn is_lapack_name(name: &str) -> bool {
    name.starts_with("lapack_") && name.ends_with("_ffi")
}

/// The names this implementation runs, for error messages.
pub const SUPPORTED: &str =
    "potrf, getrf, geqrf, orgqr/ungqr, syevd/heevd, gesdd, trsm (s, d, c, z)";

impl Routine {
    /// The parts of the operands and of the results.
    pub fn parts(self) -> (&'static [Part], &'static [Part]) {
        use Part::*;
        match self {
            Routine::Potrf => (&[Data], &[Data, I32]),
            Routine::Getrf => (&[Data], &[Data, I32, I32]),
            Routine::Geqrf => (&[Data], &[Data, Data]),
            Routine::Orgqr => (&[Data, Data], &[Data]),
            Routine::Syevd => (&[Data], &[Data, Real, I32]),
            Routine::Gesdd => (&[Data], &[Data, Real, Data, Data, I32]),
            Routine::Trsm => (&[Data, Data], &[Data]),
        }
    }
}

/// The character flags of `mhlo.backend_config` (`uplo = 76 : ui8` is `'L'`); 0 when absent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    pub uplo: u8,
    pub diag: u8,
    pub side: u8,
    pub trans: u8,
    pub mode: u8,
}

impl Flags {
    /// The flags for the backend_config keys (`uplo`, `diag`, `side`, `trans_x`, `mode`).
    pub fn set(&mut self, key: &str, value: u8) {
        match key {
            "uplo" => self.uplo = value,
            "diag" => self.diag = value,
            "side" => self.side = value,
            "trans_x" => self.trans = value,
            "mode" => self.mode = value,
            _ => {}
        }
    }
    /// One byte each, uplo lowest: how the JIT passes them to the runtime.
    pub fn pack(self) -> i64 {
        i64::from_le_bytes([
            self.uplo, self.diag, self.side, self.trans, self.mode, 0, 0, 0,
        ])
    }
    pub fn unpack(v: i64) -> Self {
        let b = v.to_le_bytes();
        Flags {
            uplo: b[0],
            diag: b[1],
            side: b[2],
            trans: b[3],
            mode: b[4],
        }
    }
    fn lower(self) -> Result<bool, String> {
        match self.uplo {
            b'L' => Ok(true),
            b'U' => Ok(false),
            c => Err(format!("uplo must be 'L' or 'U', got {}", show(c))),
        }
    }
}

fn show(c: u8) -> String {
    if c.is_ascii_graphic() {
        format!("'{}'", c as char)
    } else {
        format!("{c}")
    }
}

/// The options of one call, checked: what the kernels read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    pub lower: bool,
    pub unit_diag: bool,
    pub left_side: bool,
    /// b'N', b'T' or b'C'.
    pub trans: u8,
    /// syevd: eigenvectors wanted; gesdd: b'A', b'S' or b'N'.
    pub vectors: bool,
    pub svd_mode: u8,
}

/// Checks the flags `routine` reads.
pub fn options(routine: Routine, f: Flags) -> Result<Options, String> {
    let mut o = Options {
        lower: true,
        unit_diag: false,
        left_side: true,
        trans: b'N',
        vectors: true,
        svd_mode: b'A',
    };
    match routine {
        Routine::Potrf => o.lower = f.lower()?,
        Routine::Syevd => {
            o.lower = f.lower()?;
            o.vectors = match f.mode {
                b'V' => true,
                b'N' => false,
                c => return Err(format!("mode must be 'V' or 'N', got {}", show(c))),
            };
        }
        Routine::Gesdd => {
            o.svd_mode = match f.mode {
                m @ (b'A' | b'S' | b'N') => m,
                c => {
                    return Err(format!(
                        "mode must be 'A', 'S' or 'N' (overwriting 'O' is not supported), got {}",
                        show(c)
                    ))
                }
            }
        }
        Routine::Trsm => {
            o.lower = f.lower()?;
            o.unit_diag = match f.diag {
                b'U' => true,
                b'N' => false,
                c => return Err(format!("diag must be 'U' or 'N', got {}", show(c))),
            };
            o.left_side = match f.side {
                b'L' => true,
                b'R' => false,
                c => return Err(format!("side must be 'L' or 'R', got {}", show(c))),
            };
            o.trans = match f.trans {
                t @ (b'N' | b'T' | b'C') => t,
                c => return Err(format!("trans_x must be 'N', 'T' or 'C', got {}", show(c))),
            };
        }
        Routine::Getrf | Routine::Geqrf | Routine::Orgqr => {}
    }
    Ok(o)
}

/// The batch size and matrix sizes of a call, from its operand shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dims {
    pub batch: usize,
    /// Rows and columns of the first operand.
    pub m: usize,
    pub n: usize,
    /// trsm: b's rows and columns; orgqr: the reflectors (tau's length).
    pub p: usize,
    pub q: usize,
}

/// Checks the shapes of the operands and results of `routine` (leading dimensions are a batch
/// all share) and returns the sizes.
pub fn check_shapes(
    routine: Routine,
    opts: &Options,
    operands: &[&[usize]],
    results: &[&[usize]],
) -> Result<Dims, String> {
    let (ops, res) = routine.parts();
    if operands.len() != ops.len() || results.len() != res.len() {
        return Err(format!(
            "expects {} operands and {} results, got {} and {}",
            ops.len(),
            res.len(),
            operands.len(),
            results.len()
        ));
    }
    let a = operands[0];
    if a.len() < 2 {
        return Err(format!(
            "operand #0 must be a (batch of) matrices, got rank {}",
            a.len()
        ));
    }
    let nb = a.len() - 2;
    let batch_dims = &a[..nb];
    let (m, n) = (a[nb], a[nb + 1]);
    let k = m.min(n);
    let mut dims = Dims {
        batch: batch_dims.iter().product(),
        m,
        n,
        p: 0,
        q: 0,
    };
    // The trailing dimensions each value must have (None: any size).
    let mut want_ops: Vec<Vec<Option<usize>>> = vec![vec![Some(m), Some(n)]];
    let want_res: Vec<Vec<Option<usize>>> = match routine {
        Routine::Potrf => {
            square(m, n)?;
            vec![vec![Some(m), Some(n)], vec![]]
        }
        Routine::Getrf => vec![vec![Some(m), Some(n)], vec![Some(k)], vec![]],
        Routine::Geqrf => vec![vec![Some(m), Some(n)], vec![Some(k)]],
        Routine::Orgqr => {
            let tau = operands[1];
            let t = *tau.last().unwrap_or(&0);
            if tau.len() != nb + 1 || t > n || n > m {
                return Err(format!(
                    "expects a m×n matrix with n <= m and tau of at most n reflectors, got {:?} and {:?}",
                    a, tau
                ));
            }
            dims.p = t;
            want_ops.push(vec![Some(t)]);
            vec![vec![Some(m), Some(n)]]
        }
        Routine::Syevd => {
            square(m, n)?;
            vec![vec![Some(m), Some(n)], vec![Some(n)], vec![]]
        }
        Routine::Gesdd => {
            let (u, vt) = match opts.svd_mode {
                b'A' => (vec![Some(m), Some(m)], vec![Some(n), Some(n)]),
                b'S' => (vec![Some(m), Some(k)], vec![Some(k), Some(n)]),
                _ => (vec![None, None], vec![None, None]),
            };
            vec![vec![Some(m), Some(n)], vec![Some(k)], u, vt, vec![]]
        }
        Routine::Trsm => {
            square(m, n)?;
            let b = operands[1];
            if b.len() != nb + 2 {
                return Err(format!("operand #1 must have rank {}, got {:?}", nb + 2, b));
            }
            let (p, q) = (b[nb], b[nb + 1]);
            let side = if opts.left_side { p } else { q };
            if side != m {
                return Err(format!(
                    "a {m}×{m} triangular matrix cannot solve a {p}×{q} right-hand side on the {} side",
                    if opts.left_side { "left" } else { "right" }
                ));
            }
            dims.p = p;
            dims.q = q;
            want_ops.push(vec![Some(p), Some(q)]);
            vec![vec![Some(p), Some(q)]]
        }
    };
    let matches = |what: &str, i: usize, shape: &[usize], want: &[Option<usize>]| {
        let ok = shape.len() == nb + want.len()
            && &shape[..nb] == batch_dims
            && shape[nb..]
                .iter()
                .zip(want)
                .all(|(s, w)| w.is_none_or(|w| w == *s));
        if ok {
            Ok(())
        } else {
            let text: Vec<String> = batch_dims
                .iter()
                .map(|d| d.to_string())
                .chain(want.iter().map(|w| w.map_or("?".into(), |w| w.to_string())))
                .collect();
            Err(format!(
                "{what} #{i} must have shape [{}], got {:?}",
                text.join(", "),
                shape
            ))
        }
    };
    for (i, (s, w)) in operands.iter().zip(&want_ops).enumerate() {
        matches("operand", i, s, w)?;
    }
    for (i, (s, w)) in results.iter().zip(&want_res).enumerate() {
        matches("result", i, s, w)?;
    }
    Ok(dims)
}

fn square(m: usize, n: usize) -> Result<(), String> {
    if m == n {
        Ok(())
    } else {
        Err(format!("expects square matrices, got {m}×{n}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_parse() {
        let t = parse_target("lapack_zheevd_ffi").unwrap();
        assert_eq!((t.routine, t.elem), (Routine::Syevd, Elem::C128));
        assert_eq!(parse_target("lapack_sungqr_ffi"), None);
        assert_eq!(parse_target("lapack_sgeev_ffi"), None);
        assert!(is_lapack_name("lapack_sgeev_ffi"));
    }

    #[test]
    fn flags_round_trip() {
        let mut f = Flags::default();
        f.set("uplo", b'L');
        f.set("mode", b'V');
        assert_eq!(Flags::unpack(f.pack()), f);
    }

    #[test]
    fn shapes_are_checked() {
        let o = options(Routine::Getrf, Flags::default()).unwrap();
        let d = check_shapes(
            Routine::Getrf,
            &o,
            &[&[2, 4, 3]],
            &[&[2, 4, 3], &[2, 3], &[2]],
        );
        assert_eq!(d.unwrap().batch, 2);
        let e = check_shapes(Routine::Getrf, &o, &[&[4, 3]], &[&[4, 3], &[4], &[]]);
        assert_eq!(e.unwrap_err(), "result #1 must have shape [3], got [4]");
    }
}
