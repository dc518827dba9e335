//! Memory regions and STag translation, the software reference of the MR translation TLB
//! (RFC 5040 section 2 / RFC 5041 section 5: an STag names a memory region; a Tagged Offset
//! is a virtual address in it; accesses are checked for rights, protection domain and bounds).
//!
//! An STag is a 24-bit table index and an 8-bit key (the consumer-owned low byte). Each
//! region has a page size (4 KiB or 2 MiB) and a list of the host physical addresses of its
//! pages, page 0 being the page that holds `base_va`. A translation returns the physical
//! pieces of an access, split at page boundaries, or the first error in a fixed order.

use crate::wire::terminate::TerminateCause;

/// Access rights of a region (bit set).
pub mod rights {
    pub const LOCAL_READ: u8 = 0x1;
    pub const LOCAL_WRITE: u8 = 0x2;
    pub const REMOTE_READ: u8 = 0x4;
    pub const REMOTE_WRITE: u8 = 0x8;
}

/// The access a translation is for, and the right it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    LocalRead,
    LocalWrite,
    RemoteRead,
    RemoteWrite,
}

impl Access {
    pub fn right(self) -> u8 {
        match self {
            Access::LocalRead => rights::LOCAL_READ,
            Access::LocalWrite => rights::LOCAL_WRITE,
            Access::RemoteRead => rights::REMOTE_READ,
            Access::RemoteWrite => rights::REMOTE_WRITE,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageSize {
    Size4K,
    Size2M,
}

impl PageSize {
    pub const fn shift(self) -> u32 {
        match self {
            PageSize::Size4K => 12,
            PageSize::Size2M => 21,
        }
    }
    pub const fn bytes(self) -> u64 {
        1 << self.shift()
    }
}

/// Entry state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MrState {
    Free,
    Valid,
    /// Invalidated (or never fast-registered): may be fast-registered with a new key.
    Invalid,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Region {
    pub state: MrState,
    pub key: u8,
    pub pd: u16,
    pub rights: u8,
    pub base_va: u64,
    pub length: u64,
    pub page_size: PageSize,
    /// Host physical address of each page (page 0 holds `base_va`), page-aligned.
    pub pages: Vec<u64>,
}

impl Region {
    /// Pages a region of `length` bytes from `base_va` spans.
    pub fn page_count(base_va: u64, length: u64, page_size: PageSize) -> u64 {
        if length == 0 {
            return 0;
        }
        let s = page_size.shift();
        ((base_va + (length - 1)) >> s) - (base_va >> s) + 1
    }
}

/// Why a translation failed (checked in this order).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TranslateError {
    /// Index beyond the table, entry not valid, or key mismatch.
    InvalidStag,
    /// The region belongs to another protection domain.
    PdMismatch,
    /// The region does not grant the access.
    AccessRights,
    /// TO + length overflows 64 bits.
    ToWrap,
    /// The access is not inside [base_va, base_va + length).
    BaseBounds,
}

impl TranslateError {
    /// The Terminate cause of iwarp-wire.md's table: DDP tagged errors for inbound placement
    /// (Write, Read Response), RDMAP remote-protection errors for an inbound Read Request's
    /// source region.
    pub fn terminate_cause(self, read_request_source: bool) -> TerminateCause {
        use TerminateCause::*;
        match (self, read_request_source) {
            (TranslateError::InvalidStag, false) => TaggedInvalidStag,
            (TranslateError::AccessRights, false) => TaggedAccessRights,
            (TranslateError::BaseBounds, false) => TaggedBaseBounds,
            (TranslateError::PdMismatch, false) => TaggedStagNotAssociated,
            (TranslateError::ToWrap, false) => TaggedToWrap,
            (TranslateError::InvalidStag, true) => RemoteInvalidStag,
            (TranslateError::BaseBounds, true) => RemoteBaseBounds,
            (TranslateError::AccessRights, true) => RemoteAccessRights,
            (TranslateError::PdMismatch, true) => RemoteStagNotAssociated,
            (TranslateError::ToWrap, true) => RemoteToWrap,
        }
    }
}

/// Why a table command failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommandError {
    IndexOutOfRange,
    /// Register needs a free entry; fast-register an invalid one; invalidate a valid one.
    WrongState,
    KeyMismatch,
    /// The page list does not cover the region.
    PageListLength,
}

/// One physical piece of a translated access (never crosses a page boundary).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub pa: u64,
    pub len: u64,
}

/// The MR table.
#[derive(Debug, Clone)]
pub struct MrTable {
    entries: Vec<Option<Region>>,
}

pub const STAG_INDEX_SHIFT: u32 = 8;
pub const STAG_KEY_MASK: u32 = 0xFF;

pub fn stag(index: u32, key: u8) -> u32 {
    (index << STAG_INDEX_SHIFT) | key as u32
}

impl MrTable {
    pub fn new(entries: usize) -> Self {
        MrTable { entries: vec![None; entries] }
    }

    fn slot(&mut self, index: u32) -> Result<&mut Option<Region>, CommandError> {
        self.entries.get_mut(index as usize).ok_or(CommandError::IndexOutOfRange)
    }

    pub fn region(&self, index: u32) -> Option<&Region> {
        self.entries.get(index as usize).and_then(|e| e.as_ref())
    }

    fn check_pages(r: &Region) -> Result<(), CommandError> {
        if Region::page_count(r.base_va, r.length, r.page_size) != r.pages.len() as u64 {
            return Err(CommandError::PageListLength);
        }
        Ok(())
    }

    /// Register a region (valid) in a free entry.
    pub fn register(&mut self, index: u32, mut region: Region) -> Result<(), CommandError> {
        Self::check_pages(&region)?;
        let slot = self.slot(index)?;
        if slot.as_ref().is_some_and(|r| r.state != MrState::Free) {
            return Err(CommandError::WrongState);
        }
        region.state = MrState::Valid;
        *slot = Some(region);
        Ok(())
    }

    /// Deregister: the entry becomes free (any state but free).
    pub fn deregister(&mut self, index: u32) -> Result<(), CommandError> {
        let slot = self.slot(index)?;
        match slot {
            Some(r) if r.state != MrState::Free => {
                *slot = None;
                Ok(())
            }
            _ => Err(CommandError::WrongState),
        }
    }

    /// Local invalidate (or Send with Invalidate): a valid entry with this key becomes invalid.
    pub fn invalidate(&mut self, stag_value: u32) -> Result<(), CommandError> {
        let key = (stag_value & STAG_KEY_MASK) as u8;
        let slot = self.slot(stag_value >> STAG_INDEX_SHIFT)?;
        match slot {
            Some(r) if r.state == MrState::Valid => {
                if r.key != key {
                    return Err(CommandError::KeyMismatch);
                }
                r.state = MrState::Invalid;
                Ok(())
            }
            _ => Err(CommandError::WrongState),
        }
    }

    /// Fast-register: an invalid entry gets a new key, page list, base, length and rights and
    /// becomes valid.
    pub fn fast_register(&mut self, index: u32, new: Region) -> Result<(), CommandError> {
        Self::check_pages(&new)?;
        let slot = self.slot(index)?;
        match slot {
            Some(r) if r.state == MrState::Invalid => {
                *r = Region { state: MrState::Valid, ..new };
                Ok(())
            }
            _ => Err(CommandError::WrongState),
        }
    }

    /// Translates an access of `length` bytes at `to` through `stag` for `access` from `pd`.
    pub fn translate(&self, stag_value: u32, to: u64, length: u64, access: Access, pd: u16) -> Result<Vec<Piece>, TranslateError> {
        let key = (stag_value & STAG_KEY_MASK) as u8;
        let r = self
            .region(stag_value >> STAG_INDEX_SHIFT)
            .filter(|r| r.state == MrState::Valid && r.key == key)
            .ok_or(TranslateError::InvalidStag)?;
        if r.pd != pd {
            return Err(TranslateError::PdMismatch);
        }
        if r.rights & access.right() == 0 {
            return Err(TranslateError::AccessRights);
        }
        let end = to.checked_add(length).ok_or(TranslateError::ToWrap)?;
        if to < r.base_va || end > r.base_va.saturating_add(r.length) {
            return Err(TranslateError::BaseBounds);
        }
        let shift = r.page_size.shift();
        let page = r.page_size.bytes();
        let first_page = r.base_va >> shift;
        let mut out = Vec::new();
        let mut va = to;
        while va < end {
            let within = va & (page - 1);
            let n = (page - within).min(end - va);
            let pa = r.pages[((va >> shift) - first_page) as usize] + within;
            out.push(Piece { pa, len: n });
            va += n;
        }
        Ok(out)
    }
}
