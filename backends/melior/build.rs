//! With the `melior` feature, compiles the C++ half of the bridge (src/properties.cpp) against
//! the MLIR headers of the installation mlir-sys links (`MLIR_SYS_220_PREFIX`).

fn main() {
    println!("cargo:rerun-if-changed=src/properties.cpp");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    #[cfg(feature = "melior")]
    compile_properties();
}

#[cfg(feature = "melior")]
fn compile_properties() {
    let prefix = std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    cc::Build::new()
        .cpp(true)
        .file("src/properties.cpp")
        .include(format!("{prefix}/include"))
        .flag("-std=c++17")
        // As LLVM's own build (llvm-config --cxxflags): no exceptions, no RTTI.
        .flag("-fno-exceptions")
        .flag("-fno-rtti")
        .warnings(false)
        .compile("xla_mlir_properties");
}
