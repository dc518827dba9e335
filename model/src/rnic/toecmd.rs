//! RnicToeCmd: the TOE's one host command port shared by the driver's TOE command ring,
//! the send-ring writer's SENDs and the receive side's commands, emitted as
//! `rtl/rnic_toecmd.v` (issue 16). The reference is golden's `toe_cmdq::CommandQueue` (its
//! module docs give the rules and why); the entry is golden `host_if::ToeCmd`.
//!
//! - `s_db` ([`DoorbellIn`], the window's TOE command ring part, golden `host_if::doorbell`
//!   `TQ_*`): base halves; a size (2^1..2^16 entries) restarts the ring; a producer index
//!   moves forward and stays within the ring's size of the entries fetched; anything else
//!   refused and counted.
//! - The driver's entries: fetched one at a time (`m_rd` / `s_dma_data`: 32 bytes, 4 words)
//!   while the TOE event ring has room (`eq_room`, from `rnic_toeev`), decoded (golden
//!   `ToeCmd::decode`'s refusals: an operation past SEND, a reserved byte set, a connection
//!   past the TOE's 10 bits: answered BAD_COMMAND, connection 0, without reaching the TOE),
//!   offered to the
//!   TOE (`m_host`), and answered on `m_ans` ([`ToeAnsOut`], to `rnic_toeev`) with the TOE's
//!   status, connection and the entry's index.
//! - `s_send` (`rnic_ring`'s `m_send`): its answer goes back on `m_send_ans`.
//! - `s_auto` (the receive side's commands, CONSUMED for the bytes mpa_rx took): its answer
//!   is dropped (a refusal by state also comes as the TOE's ERROR event).
//!
//! One command at a time (the TOE answers in order, and a driver's command waits for the one
//! before it): the three sources round robin, a doorbell first. FSM ([`toecmd_state`]).

use super::cmd::{db_ring_log, DoorbellIn};
use super::toeev::{toe_ans_status, ToeAnsOut};
use crate::tlb::DmaRdOut;
use crate::toe::{HostAnsIn, HostAnsOut, HostCmdIn, HostCmdOut};
use rust_hdl::prelude::*;

crate::named_consts! {
    /// The TOE command ring's registers (golden `host_if::doorbell::TQ_*`).
    pub tq_db: 16 {
        TQ_BASE_LO = 0x3000,
        TQ_BASE_HI = 0x3004,
        TQ_LOG = 0x3008,
        TQ_PI = 0x300C,
    }
}

crate::named_consts! {
    /// The command sources, in round-robin order.
    pub toecmd_src: 2 {
        SEND = 0,
        AUTO = 1,
        DRV = 2,
    }
}

crate::named_consts! {
    /// Shift amounts: an entry's slot (32 bytes); a base half; a DMA word.
    pub toecmd_shift: 16 {
        ENTRY = 5,
        HALF = 32,
        WORD = 64,
    }
}

crate::named_consts! {
    /// An entry's DMA read length and its last word.
    pub toecmd_len: 13 {
        ENTRY_BYTES = 32,
    }
}

crate::named_consts! {
    pub toecmd_word: 2 {
        LAST = 3,
    }
}

crate::named_consts! {
    /// An entry's connection bits past the TOE's 10.
    pub toecmd_conn: 16 {
        HIGH = 0xFC00,
    }
}

crate::named_consts! {
    /// The last operation an entry's 8-bit `op` may name (the TOE's `host_op::SEND`; a
    /// unit test below holds the two equal).
    pub toecmd_op: 8 {
        LAST = 5,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn last_op_is_the_toes_send() {
        assert_eq!(super::toecmd_op::LAST, crate::toe::host_op::SEND);
    }
}

crate::layout! {
    /// A TOE command entry (32 bytes, golden `host_if::ToeCmd`).
    pub ToeCmdWord(toe_cmd_w): 256 {
        /// The TOE's `host_op`.
        tc_op: 8,
        tc_rsvd1: 8,
        tc_conn: 16,
        tc_n: 32,
        tc_remote_ip: 32,
        tc_remote_port: 16,
        tc_local_port: 16,
        tc_remote_mac: 48,
        tc_rsvd22: 80,
    }
}

crate::layout! {
    /// A word shifted in at the entry's top (word 0 ends at the bottom after four).
    pub ToeCmdTop(toe_cmd_top): 256 {
        tct_low: 192,
        tct_top: 64,
    }
}

crate::named_consts! {
    /// The command port's states.
    pub toecmd_state: 4 {
        IDLE = 0,
        /// A doorbell: distances registered; compared; applied.
        DB_CHECK = 1,
        DB_APPLY = 2,
        /// A driver entry: its address; the read request; its 4 words; its check.
        ADDR = 3,
        FETCH = 4,
        RECV = 5,
        CHECK = 6,
        /// The command offered to the TOE; its answer awaited.
        OFFER = 7,
        WAIT = 8,
        /// The answer back to the send-ring writer; to the event router.
        SEND_ANS = 9,
        DRV_ANS = 10,
        DB_CMP = 11,
    }
}

#[derive(LogicBlock, Default)]
pub struct RnicToeCmd {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub s_db: DoorbellIn,
    pub m_rd: DmaRdOut,
    pub s_dma_data_valid: Signal<In, Bit>,
    pub s_dma_data_ready: Signal<Out, Bit>,
    pub s_dma_data: Signal<In, Bits<64>>,
    pub s_send: HostCmdIn,
    pub m_send_ans: HostAnsOut,
    pub s_auto: HostCmdIn,
    pub m_host: HostCmdOut,
    pub s_ans: HostAnsIn,
    pub m_ans: ToeAnsOut,
    /// The TOE event ring has room for an answer (`rnic_toeev`'s `eq_room`).
    pub eq_room: Signal<In, Bit>,
    pub idle: Signal<Out, Bit>,
    /// Driver commands answered, of them refused before the TOE; doorbell writes refused;
    /// SENDs and receive-side commands answered by the TOE.
    pub cnt_cmds: Signal<Out, Bits<32>>,
    pub cnt_bad_cmd: Signal<Out, Bits<32>>,
    pub cnt_bad_db: Signal<Out, Bits<32>>,
    pub cnt_sends: Signal<Out, Bits<32>>,
    pub cnt_auto: Signal<Out, Bits<32>>,
    st: DFF<Bits<4>>,
    /// The source served last (round robin) and the one in hand.
    last: DFF<Bits<2>>,
    src: DFF<Bits<2>>,
    /// The doorbell; the distances its check compares.
    db_addr: DFF<Bits<16>>,
    db_data: DFF<Bits<32>>,
    ahead: DFF<Bits<32>>,
    posted: DFF<Bits<32>>,
    /// The doorbell's verdict: a producer index, a size that is taken.
    pi_ok: DFF<Bit>,
    log_ok: DFF<Bit>,
    /// The ring: base, size (log2), started, posted and fetched.
    base: DFF<Bits<64>>,
    /// Size (entries) and the slot mask, set with the size.
    size: DFF<Bits<32>>,
    mask: DFF<Bits<32>>,
    started: DFF<Bit>,
    pi: DFF<Bits<32>>,
    fetched: DFF<Bits<32>>,
    /// `pi != fetched`, kept as a flag by the two places that move either (issue 17: the
    /// 32-bit compare fed IDLE's pick, and through it the state register: 134.43 MHz at seed
    /// 2). A doorbell's producer index sets it from `ahead` (its distance from `fetched`,
    /// registered); a fetch clears it when it takes the last entry posted (`one_left`).
    pending: DFF<Bit>,
    /// `pi - fetched == 1`, registered; `pi` and `fetched` hold still from ADDR on, so in
    /// FETCH it is current.
    one_left: DFF<Bit>,
    off: DFF<Bits<64>>,
    rd_addr: DFF<Bits<64>>,
    ent: DFF<Bits<{ toe_cmd_w::BITS }>>,
    wcnt: DFF<Bits<2>>,
    index: DFF<Bits<32>>,
    /// The command in hand and its answer.
    c_op: DFF<Bits<3>>,
    c_conn: DFF<Bits<10>>,
    c_n: DFF<Bits<32>>,
    c_ip: DFF<Bits<32>>,
    c_rport: DFF<Bits<16>>,
    c_lport: DFF<Bits<16>>,
    c_mac: DFF<Bits<48>>,
    a_status: DFF<Bits<8>>,
    a_conn: DFF<Bits<10>>,
    n_cmds: DFF<Bits<32>>,
    n_bad_cmd: DFF<Bits<32>>,
    n_bad_db: DFF<Bits<32>>,
    n_sends: DFF<Bits<32>>,
    n_auto: DFF<Bits<32>>,
    // Locals.
    slot: Signal<Local, Bits<32>>,
    has_drv: Signal<Local, Bit>,
    pick_send: Signal<Local, Bit>,
    pick_auto: Signal<Local, Bit>,
    pick_drv: Signal<Local, Bit>,
    top_word: Signal<Local, Bits<{ toe_cmd_top::BITS }>>,
    bad: Signal<Local, Bit>,
}

impl Logic for RnicToeCmd {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, last, src, db_addr, db_data, ahead, posted, pi_ok, log_ok, base, size, mask, started, pi, fetched, pending, one_left, off, rd_addr, ent, wcnt, index, c_op, c_conn, c_n, c_ip, c_rport,
            c_lport, c_mac, a_status, a_conn, n_cmds, n_bad_cmd, n_bad_db, n_sends, n_auto
        );
        self.idle.next = self.st.q.val() == toecmd_state::IDLE;
        self.cnt_cmds.next = self.n_cmds.q.val();
        self.cnt_bad_cmd.next = self.n_bad_cmd.q.val();
        self.cnt_bad_db.next = self.n_bad_db.q.val();
        self.cnt_sends.next = self.n_sends.q.val();
        self.cnt_auto.next = self.n_auto.q.val();
        self.slot.next = self.fetched.q.val() & self.mask.q.val();

        // IDLE: a doorbell first; then the sources round robin from the one after the last
        // served (a driver entry only while the event ring has room for its answer).
        self.has_drv.next = self.started.q.val() & self.pending.q.val() & self.eq_room.val();
        self.one_left.d.next = (self.pi.q.val() - self.fetched.q.val()) == 1;
        self.pick_send.next = false;
        self.pick_auto.next = false;
        self.pick_drv.next = false;
        if self.last.q.val() == toecmd_src::SEND {
            if self.s_auto.valid.val() {
                self.pick_auto.next = true;
            } else if self.has_drv.val() {
                self.pick_drv.next = true;
            } else if self.s_send.valid.val() {
                self.pick_send.next = true;
            }
        } else if self.last.q.val() == toecmd_src::AUTO {
            if self.has_drv.val() {
                self.pick_drv.next = true;
            } else if self.s_send.valid.val() {
                self.pick_send.next = true;
            } else if self.s_auto.valid.val() {
                self.pick_auto.next = true;
            }
        } else if self.s_send.valid.val() {
            self.pick_send.next = true;
        } else if self.s_auto.valid.val() {
            self.pick_auto.next = true;
        } else if self.has_drv.val() {
            self.pick_drv.next = true;
        }
        self.s_db.ready.next = (self.st.q.val() == toecmd_state::IDLE) & !self.reset.val();
        self.s_send.ready.next = (self.st.q.val() == toecmd_state::IDLE) & !self.s_db.valid.val() & self.pick_send.val() & !self.reset.val();
        self.s_auto.ready.next = (self.st.q.val() == toecmd_state::IDLE) & !self.s_db.valid.val() & self.pick_auto.val() & !self.reset.val();
        if self.st.q.val() == toecmd_state::IDLE {
            if self.s_db.valid.val() {
                self.db_addr.d.next = self.s_db.addr.val();
                self.db_data.d.next = self.s_db.data.val();
                self.st.d.next = bits::<4>(toecmd_state::DB_CHECK);
            } else if self.pick_send.val() {
                self.c_op.d.next = self.s_send.op.val();
                self.c_conn.d.next = self.s_send.conn.val();
                self.c_n.d.next = self.s_send.n.val();
                self.c_ip.d.next = self.s_send.remote_ip.val();
                self.c_rport.d.next = self.s_send.remote_port.val();
                self.c_lport.d.next = self.s_send.local_port.val();
                self.c_mac.d.next = self.s_send.remote_mac.val();
                self.src.d.next = bits::<2>(toecmd_src::SEND);
                self.last.d.next = bits::<2>(toecmd_src::SEND);
                self.st.d.next = bits::<4>(toecmd_state::OFFER);
            } else if self.pick_auto.val() {
                self.c_op.d.next = self.s_auto.op.val();
                self.c_conn.d.next = self.s_auto.conn.val();
                self.c_n.d.next = self.s_auto.n.val();
                self.c_ip.d.next = self.s_auto.remote_ip.val();
                self.c_rport.d.next = self.s_auto.remote_port.val();
                self.c_lport.d.next = self.s_auto.local_port.val();
                self.c_mac.d.next = self.s_auto.remote_mac.val();
                self.src.d.next = bits::<2>(toecmd_src::AUTO);
                self.last.d.next = bits::<2>(toecmd_src::AUTO);
                self.st.d.next = bits::<4>(toecmd_state::OFFER);
            } else if self.pick_drv.val() {
                self.off.d.next = bit_cast::<64, 32>(self.slot.val()) << toecmd_shift::ENTRY;
                self.index.d.next = self.fetched.q.val();
                self.src.d.next = bits::<2>(toecmd_src::DRV);
                self.last.d.next = bits::<2>(toecmd_src::DRV);
                self.st.d.next = bits::<4>(toecmd_state::ADDR);
            }
        }

        // ADDR, FETCH, RECV: the entry at the ring's next slot, word 0 first (each word
        // shifted in from the top).
        if self.st.q.val() == toecmd_state::ADDR {
            self.rd_addr.d.next = self.base.q.val() + self.off.q.val();
            self.st.d.next = bits::<4>(toecmd_state::FETCH);
        }
        self.m_rd.valid.next = self.st.q.val() == toecmd_state::FETCH;
        self.m_rd.addr.next = self.rd_addr.q.val();
        self.m_rd.len.next = bits::<13>(toecmd_len::ENTRY_BYTES);
        self.m_rd.tag.next = bits::<8>(0);
        if (self.st.q.val() == toecmd_state::FETCH) & self.m_rd.ready.val() {
            self.fetched.d.next = self.fetched.q.val() + 1;
            self.pending.d.next = !self.one_left.q.val();
            self.wcnt.d.next = bits::<2>(0);
            self.st.d.next = bits::<4>(toecmd_state::RECV);
        }
        self.top_word.next = bits::<{ toe_cmd_top::BITS }>(0);
        self.top_word.next.set_value_tct_top(self.s_dma_data.val());
        self.s_dma_data_ready.next = self.st.q.val() == toecmd_state::RECV;
        if (self.st.q.val() == toecmd_state::RECV) & self.s_dma_data_valid.val() {
            self.ent.d.next = (self.ent.q.val() >> toecmd_shift::WORD) | self.top_word.val();
            self.wcnt.d.next = self.wcnt.q.val() + 1;
            if self.wcnt.q.val() == toecmd_word::LAST {
                self.st.d.next = bits::<4>(toecmd_state::CHECK);
            }
        }

        // CHECK: golden `ToeCmd::decode`'s refusals; a refused entry is answered at once.
        self.bad.next = (self.ent.q.val().get_value_tc_op() > toecmd_op::LAST)
            | self.ent.q.val().get_value_tc_rsvd1().any()
            | (self.ent.q.val().get_value_tc_conn() & bits::<16>(toecmd_conn::HIGH)).any()
            | self.ent.q.val().get_value_tc_rsvd22().any();
        if self.st.q.val() == toecmd_state::CHECK {
            self.c_op.d.next = bit_cast::<3, 8>(self.ent.q.val().get_value_tc_op());
            self.c_conn.d.next = bit_cast::<10, 16>(self.ent.q.val().get_value_tc_conn());
            self.c_n.d.next = self.ent.q.val().get_value_tc_n();
            self.c_ip.d.next = self.ent.q.val().get_value_tc_remote_ip();
            self.c_rport.d.next = self.ent.q.val().get_value_tc_remote_port();
            self.c_lport.d.next = self.ent.q.val().get_value_tc_local_port();
            self.c_mac.d.next = self.ent.q.val().get_value_tc_remote_mac();
            self.st.d.next = bits::<4>(toecmd_state::OFFER);
            if self.bad.val() {
                self.a_status.d.next = bits::<8>(toe_ans_status::BAD_COMMAND);
                self.a_conn.d.next = bits::<10>(0);
                self.n_bad_cmd.d.next = self.n_bad_cmd.q.val() + 1;
                self.st.d.next = bits::<4>(toecmd_state::DRV_ANS);
            }
        }

        // OFFER, WAIT: the command to the TOE, then its answer, to its source.
        self.m_host.valid.next = self.st.q.val() == toecmd_state::OFFER;
        self.m_host.op.next = self.c_op.q.val();
        self.m_host.conn.next = self.c_conn.q.val();
        self.m_host.n.next = self.c_n.q.val();
        self.m_host.remote_ip.next = self.c_ip.q.val();
        self.m_host.remote_port.next = self.c_rport.q.val();
        self.m_host.local_port.next = self.c_lport.q.val();
        self.m_host.remote_mac.next = self.c_mac.q.val();
        if (self.st.q.val() == toecmd_state::OFFER) & self.m_host.ready.val() {
            self.st.d.next = bits::<4>(toecmd_state::WAIT);
        }
        // The composed TOE answers a command while it still holds it (toe_host_side takes
        // `s_host` in the cycle its answer is taken), so the answer is taken in OFFER too.
        self.s_ans.ready.next = (self.st.q.val() == toecmd_state::OFFER) | (self.st.q.val() == toecmd_state::WAIT);
        if self.s_ans.ready.val() & self.s_ans.valid.val() {
            self.a_status.d.next = bit_cast::<8, 2>(self.s_ans.status.val());
            self.a_conn.d.next = self.s_ans.conn.val();
            if self.src.q.val() == toecmd_src::SEND {
                self.st.d.next = bits::<4>(toecmd_state::SEND_ANS);
            } else if self.src.q.val() == toecmd_src::AUTO {
                self.n_auto.d.next = self.n_auto.q.val() + 1;
                self.st.d.next = bits::<4>(toecmd_state::IDLE);
            } else {
                self.st.d.next = bits::<4>(toecmd_state::DRV_ANS);
            }
        }
        self.m_send_ans.valid.next = self.st.q.val() == toecmd_state::SEND_ANS;
        self.m_send_ans.status.next = bit_cast::<2, 8>(self.a_status.q.val());
        self.m_send_ans.conn.next = self.a_conn.q.val();
        if (self.st.q.val() == toecmd_state::SEND_ANS) & self.m_send_ans.ready.val() {
            self.n_sends.d.next = self.n_sends.q.val() + 1;
            self.st.d.next = bits::<4>(toecmd_state::IDLE);
        }
        self.m_ans.valid.next = self.st.q.val() == toecmd_state::DRV_ANS;
        self.m_ans.status.next = self.a_status.q.val();
        self.m_ans.conn.next = self.a_conn.q.val();
        self.m_ans.index.next = self.index.q.val();
        if (self.st.q.val() == toecmd_state::DRV_ANS) & self.m_ans.ready.val() {
            self.n_cmds.d.next = self.n_cmds.q.val() + 1;
            self.st.d.next = bits::<4>(toecmd_state::IDLE);
        }

        // DB_CHECK, DB_CMP, DB_APPLY: the producer index's distances from the fetched
        // registered, then compared (forward, within the ring's size), then applied; a size
        // restarts the ring.
        if self.st.q.val() == toecmd_state::DB_CHECK {
            self.ahead.d.next = self.db_data.q.val() - self.fetched.q.val();
            self.posted.d.next = self.pi.q.val() - self.fetched.q.val();
            self.st.d.next = bits::<4>(toecmd_state::DB_CMP);
        }
        if self.st.q.val() == toecmd_state::DB_CMP {
            self.pi_ok.d.next = (self.db_addr.q.val() == tq_db::TQ_PI) & self.started.q.val() & (self.posted.q.val() <= self.ahead.q.val()) & (self.ahead.q.val() <= self.size.q.val());
            self.log_ok.d.next = (self.db_addr.q.val() == tq_db::TQ_LOG) & (self.db_data.q.val() >= db_ring_log::MIN) & (self.db_data.q.val() <= db_ring_log::MAX);
            self.st.d.next = bits::<4>(toecmd_state::DB_APPLY);
        }
        if self.st.q.val() == toecmd_state::DB_APPLY {
            self.st.d.next = bits::<4>(toecmd_state::IDLE);
            if self.db_addr.q.val() == tq_db::TQ_BASE_LO {
                self.base.d.next = ((self.base.q.val() >> toecmd_shift::HALF) << toecmd_shift::HALF) | bit_cast::<64, 32>(self.db_data.q.val());
            } else if self.db_addr.q.val() == tq_db::TQ_BASE_HI {
                self.base.d.next = bit_cast::<64, 32>(bit_cast::<32, 64>(self.base.q.val())) | (bit_cast::<64, 32>(self.db_data.q.val()) << toecmd_shift::HALF);
            } else if self.log_ok.q.val() {
                self.size.d.next = bits::<32>(1) << bit_cast::<5, 32>(self.db_data.q.val());
                self.mask.d.next = (bits::<32>(1) << bit_cast::<5, 32>(self.db_data.q.val())) - 1;
                self.started.d.next = true;
                self.pi.d.next = bits::<32>(0);
                self.fetched.d.next = bits::<32>(0);
                self.pending.d.next = false;
            } else if self.pi_ok.q.val() {
                self.pi.d.next = self.db_data.q.val();
                self.pending.d.next = self.ahead.q.val().any();
            } else {
                self.n_bad_db.d.next = self.n_bad_db.q.val() + 1;
            }
        }

        if self.reset.val() {
            self.st.d.next = bits::<4>(toecmd_state::IDLE);
            self.last.d.next = bits::<2>(toecmd_src::DRV);
            self.started.d.next = false;
            self.n_cmds.d.next = bits::<32>(0);
            self.n_bad_cmd.d.next = bits::<32>(0);
            self.n_bad_db.d.next = bits::<32>(0);
            self.n_sends.d.next = bits::<32>(0);
            self.n_auto.d.next = bits::<32>(0);
        }
    }
}
