//! Declared enums: [`declare_enum!`](crate::declare_enum) turns the case list of an
//! enum attribute (an ODS `I64EnumAttr`, StableHLO's `ComparisonDirection`, ...) into a Rust
//! enum, so passes, builders and the interpreter name cases by type (`CmpFPredicate::Olt`)
//! instead of by string, and the dialect's attribute table takes its spellings from the
//! same declaration.

/// Declares a `Copy` enum whose cases are spelled in the textual format as given, in value
/// order (the stored integer is the case's position):
///
/// ```
/// xla_ir::declare_enum! {
///     /// A traffic light.
///     pub enum Light { Red = "red", Green = "green" }
/// }
/// assert_eq!(Light::Green.name(), "green");
/// assert_eq!(Light::from_name("red"), Some(Light::Red));
/// assert_eq!(Light::from_index(1), Some(Light::Green));
/// assert_eq!(Light::NAMES, &["red", "green"]);
/// ```
#[macro_export]
macro_rules! declare_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$cmeta:meta])* $case:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($(#[$cmeta])* $case),+
        }

        impl $name {
            /// Every case, in value order.
            pub const ALL: &'static [$name] = &[$($name::$case),+];
            /// The cases' spellings, in value order (the dialect's attribute table).
            pub const NAMES: &'static [&'static str] = &[$($text),+];

            /// The case's spelling in the textual format.
            pub fn name(self) -> &'static str {
                Self::NAMES[self as usize]
            }

            /// The case spelled `name`.
            pub fn from_name(name: &str) -> Option<Self> {
                Self::NAMES
                    .iter()
                    .position(|n| *n == name)
                    .map(|i| Self::ALL[i])
            }

            /// The case stored as `index`.
            pub fn from_index(index: usize) -> Option<Self> {
                Self::ALL.get(index).copied()
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}
