//! Two hints about the table's memory, for speed only: a prefetch of the bucket a child
//! position will probe, and huge pages for the table on Linux. Neither changes a result: a
//! prefetch reads nothing the program sees and cannot fault, and huge pages only change how
//! the kernel maps the same bytes (the bench's node counts are the same with and without).
//!
//! They are the workspace's only `unsafe` code (its lint denies `unsafe` everywhere else; each
//! block here is allowed where it stands). Why they are worth it: a probe waits on memory,
//! about a quarter of an international search's time in a profile; the table is 64 MiB read at
//! random, so every probe also misses the processor's TLB with 4 KiB pages (see "Search speed"
//! in the README for the measurement).

/// Starts loading the cache line that holds `target` while the caller works on (x86-64's
/// PREFETCHT0; nothing on other processors).
#[inline(always)]
pub(super) fn prefetch<T>(target: &T) {
    #[cfg(target_arch = "x86_64")]
    #[allow(unsafe_code)]
    // SAFETY: PREFETCHT0 is a hint: it reads nothing into the program's state, writes
    // nothing, and never faults, whatever the address; `target` is a live reference anyway.
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(target).cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = target;
}

/// The size of a huge page on x86-64 and most aarch64 Linux systems.
#[cfg(target_os = "linux")]
const HUGE_PAGE: usize = 2 << 20;

/// Asks Linux to back the 2 MiB-aligned part of `buffer`'s allocation with transparent huge
/// pages (`madvise(MADV_HUGEPAGE)`), before anything is written to it: the pages are then
/// mapped huge as they are first touched. Where the kernel has them switched off, or on other
/// systems, nothing changes; a refusal is not an error (the table works either way).
pub(super) fn advise_huge_pages<T>(buffer: &Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        let start = buffer.as_ptr() as usize;
        let end = start.saturating_add(buffer.capacity().saturating_mul(std::mem::size_of::<T>()));
        let first = start.next_multiple_of(HUGE_PAGE);
        let last = end / HUGE_PAGE * HUGE_PAGE;
        if last > first {
            let at = buffer.as_ptr().cast::<u8>().wrapping_add(first - start).cast_mut();
            #[allow(unsafe_code)]
            // SAFETY: [first, last) lies inside `buffer`'s live allocation and is page
            // aligned; MADV_HUGEPAGE only marks how the kernel may map it: it neither frees,
            // moves nor changes a byte, so the allocation stays valid for its owner.
            let _ = unsafe { libc::madvise(at.cast::<libc::c_void>(), last - first, libc::MADV_HUGEPAGE) };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = buffer;
}
