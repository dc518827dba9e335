//! The MR table and translator: pieces cover the access exactly, split at page boundaries, map
//! through the page list; every error class in its order; invalidation and fast-register.

use iwarp_golden::mr::*;
use iwarp_golden::wire::terminate::TerminateCause;
use proptest::prelude::*;

fn region(base_va: u64, length: u64, page_size: PageSize, key: u8, pd: u16, rights: u8, salt: u64) -> Region {
    let n = Region::page_count(base_va, length, page_size);
    let pages = (0..n).map(|i| ((i * 7919 + salt) % 100_000 + 1) << page_size.shift()).collect();
    Region { state: MrState::Valid, key, pd, rights, base_va, length, page_size, pages }
}

fn arb_region() -> impl Strategy<Value = Region> {
    (any::<bool>(), any::<u64>(), any::<u8>(), any::<u16>(), 1u8..16, any::<u64>())
        .prop_flat_map(|(big, base, key, pd, rights, salt)| {
            let ps = if big { PageSize::Size2M } else { PageSize::Size4K };
            // Up to 4 GiB with 2 MiB pages, up to 64 MiB with 4 KiB pages.
            let max = if big { 4u64 << 30 } else { 64 << 20 };
            let base = base >> 1; // room above
            (Just(base), 1..max, Just(ps), Just(key), Just(pd), Just(rights), Just(salt))
        })
        .prop_map(|(b, l, ps, k, pd, r, s)| region(b, l, ps, k, pd, r, s))
}

proptest! {
    #[test]
    fn pieces_cover_the_access_exactly(r in arb_region(), a in any::<u64>(), n in any::<u64>()) {
        let mut t = MrTable::new(1024);
        t.register(5, r.clone()).unwrap();
        let to = r.base_va + a % r.length;
        let len = n % (r.base_va + r.length - to + 1);
        let access = [Access::LocalRead, Access::LocalWrite, Access::RemoteRead, Access::RemoteWrite]
            .into_iter().find(|x| r.rights & x.right() != 0).unwrap();
        let pieces = t.translate(stag(5, r.key), to, len, access, r.pd).unwrap();
        let page = r.page_size.bytes();
        let mut va = to;
        for p in &pieces {
            prop_assert!(p.len > 0);
            prop_assert!(p.pa % page + p.len <= page, "piece crosses a page");
            let idx = ((va >> r.page_size.shift()) - (r.base_va >> r.page_size.shift())) as usize;
            prop_assert_eq!(p.pa, r.pages[idx] + va % page);
            va += p.len;
        }
        prop_assert_eq!(va, to + len);
        prop_assert!(pieces.len() as u64 <= len / page + 2);
    }

    #[test]
    fn errors_in_order(r in arb_region(), a in any::<u64>()) {
        let mut t = MrTable::new(1024);
        t.register(9, r.clone()).unwrap();
        let s = stag(9, r.key);
        let ok = [Access::LocalRead, Access::LocalWrite, Access::RemoteRead, Access::RemoteWrite]
            .into_iter().find(|x| r.rights & x.right() != 0).unwrap();
        let missing = [Access::LocalRead, Access::LocalWrite, Access::RemoteRead, Access::RemoteWrite]
            .into_iter().find(|x| r.rights & x.right() == 0);
        let to = r.base_va + a % r.length;
        prop_assert_eq!(t.translate(stag(9, r.key.wrapping_add(1)), to, 1, ok, r.pd), Err(TranslateError::InvalidStag));
        prop_assert_eq!(t.translate(stag(2000, r.key), to, 1, ok, r.pd), Err(TranslateError::InvalidStag));
        prop_assert_eq!(t.translate(stag(10, r.key), to, 1, ok, r.pd), Err(TranslateError::InvalidStag));
        prop_assert_eq!(t.translate(s, to, 1, ok, r.pd.wrapping_add(1)), Err(TranslateError::PdMismatch));
        if let Some(m) = missing {
            prop_assert_eq!(t.translate(s, to, 1, m, r.pd), Err(TranslateError::AccessRights));
        }
        prop_assert_eq!(t.translate(s, u64::MAX - 3, 8, ok, r.pd), Err(TranslateError::ToWrap));
        prop_assert_eq!(t.translate(s, r.base_va + r.length, 1, ok, r.pd), Err(TranslateError::BaseBounds));
        if r.base_va > 0 {
            prop_assert_eq!(t.translate(s, r.base_va - 1, 1, ok, r.pd), Err(TranslateError::BaseBounds));
        }
        prop_assert_eq!(t.translate(s, to, r.base_va + r.length - to + 1, ok, r.pd), Err(TranslateError::BaseBounds));
        // Zero length inside the region: no pieces, no error.
        prop_assert_eq!(t.translate(s, to, 0, ok, r.pd), Ok(vec![]));
    }
}

#[test]
fn invalidate_fast_register_deregister() {
    let mut t = MrTable::new(16);
    let r = region(0x1000_0123, 3 << 12, PageSize::Size4K, 0x11, 7, rights::REMOTE_WRITE, 1);
    t.register(3, r.clone()).unwrap();
    assert_eq!(t.register(3, r.clone()), Err(CommandError::WrongState));
    assert!(t.translate(stag(3, 0x11), 0x1000_0200, 64, Access::RemoteWrite, 7).is_ok());
    assert_eq!(t.invalidate(stag(3, 0x12)), Err(CommandError::KeyMismatch));
    t.invalidate(stag(3, 0x11)).unwrap();
    assert_eq!(t.translate(stag(3, 0x11), 0x1000_0200, 64, Access::RemoteWrite, 7), Err(TranslateError::InvalidStag));
    assert_eq!(t.invalidate(stag(3, 0x11)), Err(CommandError::WrongState));
    // Fast-register with a new key, base and rights on the invalid entry.
    let new = region(0x2000_0000, 2 << 21, PageSize::Size2M, 0x12, 7, rights::REMOTE_READ, 2);
    t.fast_register(3, new).unwrap();
    assert_eq!(t.translate(stag(3, 0x11), 0x2000_0000, 8, Access::RemoteRead, 7), Err(TranslateError::InvalidStag));
    assert_eq!(t.translate(stag(3, 0x12), 0x2000_0000, 8, Access::RemoteRead, 7).unwrap().len(), 1);
    assert_eq!(t.translate(stag(3, 0x12), 0x201F_FFFC, 8, Access::RemoteRead, 7).unwrap().len(), 2);
    assert_eq!(t.fast_register(3, region(0, 1, PageSize::Size4K, 1, 7, 1, 3)), Err(CommandError::WrongState));
    t.deregister(3).unwrap();
    assert_eq!(t.translate(stag(3, 0x12), 0x2000_0000, 8, Access::RemoteRead, 7), Err(TranslateError::InvalidStag));
    assert_eq!(t.deregister(3), Err(CommandError::WrongState));
    let mut bad = region(0, 8192, PageSize::Size4K, 1, 1, 1, 4);
    bad.pages.pop();
    assert_eq!(t.register(4, bad), Err(CommandError::PageListLength));
    assert_eq!(t.register(99, region(0, 1, PageSize::Size4K, 1, 1, 1, 5)), Err(CommandError::IndexOutOfRange));
}

#[test]
fn errors_map_to_the_terminate_table() {
    let code = |e: TranslateError, rr: bool| {
        let c = e.terminate_cause(rr).code();
        (c.layer, c.etype, c.ecode)
    };
    assert_eq!(code(TranslateError::InvalidStag, false), (1, 1, 0));
    assert_eq!(code(TranslateError::AccessRights, false), (1, 1, 0));
    assert_eq!(code(TranslateError::BaseBounds, false), (1, 1, 1));
    assert_eq!(code(TranslateError::PdMismatch, false), (1, 1, 2));
    assert_eq!(code(TranslateError::ToWrap, false), (1, 1, 3));
    assert_eq!(code(TranslateError::InvalidStag, true), (0, 1, 0));
    assert_eq!(code(TranslateError::BaseBounds, true), (0, 1, 1));
    assert_eq!(code(TranslateError::AccessRights, true), (0, 1, 2));
    assert_eq!(code(TranslateError::PdMismatch, true), (0, 1, 3));
    assert_eq!(code(TranslateError::ToWrap, true), (0, 1, 4));
    assert_eq!(TranslateError::AccessRights.terminate_cause(false), TerminateCause::TaggedAccessRights);
}
