//! On Windows, puts the icon and the version (from Cargo.toml) in `damier.exe`'s resources;
//! elsewhere it does nothing (winresource is a Windows-only build dependency).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icons/damier.ico");
    #[cfg(windows)]
    windows_resources();
}

#[cfg(windows)]
fn windows_resources() {
    let mut resources = winresource::WindowsResource::new();
    resources
        .set_icon("assets/icons/damier.ico")
        .set("ProductName", "Damier")
        .set("FileDescription", "Damier");
    if let Err(e) = resources.compile() {
        println!("cargo:warning=the Windows resources (icon, version) could not be compiled: {e}");
        std::process::exit(1);
    }
}
