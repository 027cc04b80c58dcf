//! Deflates the files the app embeds, the fonts (assets/fonts) and the texts (the catalogues
//! i18n/*.ftl, the rules i18n/rules/*.md), into `OUT_DIR/<file name>.deflate`, which
//! `src/packed.rs` includes and inflates when they are first needed: the binary is some 470 kB
//! smaller than with the files as they are. On Windows it also puts the icon and the version
//! (from Cargo.toml) in `damier.exe`'s resources (winresource is a Windows-only build
//! dependency).

use std::path::{Path, PathBuf};

/// The folders whose files (of these extensions) are embedded deflated.
const PACKED: [(&str, &str); 3] = [("assets/fonts", "ttf"), ("i18n", "ftl"), ("i18n/rules", "md")];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icons/damier.ico");
    pack();
    #[cfg(windows)]
    windows_resources();
}

/// Stops the build, saying why.
fn fail(why: String) -> ! {
    println!("cargo:warning={why}");
    std::process::exit(1);
}

fn pack() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let Some(out) = std::env::var_os("OUT_DIR").map(PathBuf::from) else {
        fail("OUT_DIR is not set".to_owned())
    };
    for (folder, extension) in PACKED {
        // A folder named here is read again when a file in it changes.
        println!("cargo:rerun-if-changed={folder}");
        let entries = std::fs::read_dir(root.join(folder))
            .unwrap_or_else(|e| fail(format!("{folder} cannot be read: {e}")));
        for entry in entries {
            let path = entry.unwrap_or_else(|e| fail(format!("{folder} cannot be read: {e}"))).path();
            if path.extension().is_some_and(|e| e == extension) {
                pack_file(&path, &out);
            }
        }
    }
}

/// Writes `path` deflated (at miniz_oxide's highest level) to `out/<file name>.deflate`.
fn pack_file(path: &Path, out: &Path) {
    let data =
        std::fs::read(path).unwrap_or_else(|e| fail(format!("{} cannot be read: {e}", path.display())));
    let packed = miniz_oxide::deflate::compress_to_vec(&data, 10);
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(".deflate");
    if let Err(e) = std::fs::write(out.join(&name), packed) {
        fail(format!("{} cannot be written: {e}", out.join(&name).display()));
    }
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
