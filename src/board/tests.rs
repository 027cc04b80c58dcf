//! The board driven as a user does, through egui_kittest: clicks on the AccessKit nodes of
//! squares and pieces, pointer drags between square centres, keys.

use damier_rules::{Dablot, International, Move, Position};
use eframe::egui::{self, Pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::input::resolve;
use super::{BoardEvent, BoardInput, BoardView};
use crate::i18n::{Language, Tr};

/// The state a test harness keeps: a position, the board and what the board said.
struct Bench {
    view: BoardView,
    variant: damier_rules::Variant,
    pieces: Vec<Option<damier_rules::Piece>>,
    legal: Vec<Move>,
    touch_move: bool,
    flipped: bool,
    tr: Tr,
    events: Vec<BoardEvent>,
}

impl Bench {
    fn new<P: Position>(fen: &str) -> Bench {
        let pos = P::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        Bench {
            view: BoardView::default(),
            variant: P::VARIANT,
            pieces: (0..P::SQUARES).map(|sq| pos.piece_at(sq as u8)).collect(),
            legal: pos.legal_moves(),
            touch_move: false,
            flipped: false,
            tr: Tr::new(Language::English),
            events: Vec::new(),
        }
    }

    fn plays(&self) -> Vec<Move> {
        self.events.iter().filter_map(|e| if let BoardEvent::Play(m) = e { Some(*m) } else { None }).collect()
    }

    /// What the board said, in the bench's language.
    fn messages(&self) -> Vec<String> {
        self.events
            .iter()
            .filter_map(|e| if let BoardEvent::Message(m) = e { Some(self.tr.message(m)) } else { None })
            .collect()
    }
}

fn harness(bench: Bench) -> Harness<'static, Bench> {
    let mut harness = Harness::builder().with_size(vec2(640.0, 640.0)).build_ui_state(
        |ui, b: &mut Bench| {
            crate::theme::install_fonts(ui.ctx());
            let input = BoardInput {
                variant: b.variant,
                pieces: &b.pieces,
                legal: &b.legal,
                last_move: None,
                hint: None,
                flipped: b.flipped,
                show_labels: true,
                touch_move: b.touch_move,
                tr: &b.tr,
            };
            if let Some(event) = b.view.show(ui, &input) {
                b.events.push(event);
            }
        },
        bench,
    );
    harness.run();
    harness
}

fn click(harness: &mut Harness<'_, Bench>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// The centre of the square (point) whose node has `label`.
fn centre(harness: &Harness<'_, Bench>, label: &str) -> Pos2 {
    harness.get_by_label(label).rect().center()
}

/// Presses on `from`, moves the pointer over each of `over` and releases on `to`.
fn drag(harness: &mut Harness<'_, Bench>, from: &str, over: &[&str], to: &str) {
    let start = centre(harness, from);
    let end = centre(harness, to);
    harness.hover_at(start);
    harness.drag_at(start);
    harness.step();
    for label in over {
        let at = centre(harness, label);
        harness.hover_at(at);
        harness.step();
    }
    harness.hover_at(end);
    harness.step();
    harness.drop_at(end);
    harness.run();
}

fn text(bench: &Bench, key: &str) -> String {
    bench.tr.get(key).to_owned()
}

fn find(legal: &[Move], long: &str) -> Move {
    *legal
        .iter()
        .find(|m| damier_rules::position::move_text::<International>(m, true) == long)
        .unwrap_or_else(|| panic!("{long} is not legal"))
}

#[test]
fn click_then_click_plays_a_legal_move() {
    let mut h = harness(Bench::new::<International>("W:W31-50:B1-20"));
    click(&mut h, "White man on 32");
    assert!(h.state().events.is_empty(), "picking a movable piece says nothing");
    click(&mut h, "Square 28");
    assert_eq!(h.state().events, vec![BoardEvent::Play(Move::quiet(31, 27))]);
}

#[test]
fn a_click_on_an_illegal_square_explains_and_plays_nothing() {
    let mut h = harness(Bench::new::<International>("W:W31-50:B1-20"));
    click(&mut h, "White man on 32");
    click(&mut h, "Square 22");
    assert_eq!(h.state().messages(), vec!["32-22 is not a legal move"]);
    assert!(h.state().plays().is_empty());
    // The piece stays picked: the right square now plays.
    click(&mut h, "Square 27");
    assert_eq!(h.state().plays(), vec![Move::quiet(31, 26)]);
}

#[test]
fn pieces_that_cannot_be_picked_say_why() {
    let mut h = harness(Bench::new::<International>("W:W31-50:B1-20"));
    click(&mut h, "White man on 47");
    click(&mut h, "Black man on 19");
    click(&mut h, "Square 28");
    let b = h.state();
    assert_eq!(
        b.messages(),
        vec![text(b, "status-cannot-move"), text(b, "status-no-piece"), text(b, "status-no-piece")]
    );
    assert!(b.plays().is_empty());
}

#[test]
fn compulsory_capture_refuses_a_piece_that_cannot_take() {
    // 32 must take 28; 34 may not move.
    let mut h = harness(Bench::new::<International>("W:W32,34:B28"));
    click(&mut h, "White man on 34");
    click(&mut h, "Square 30");
    let b = h.state();
    assert_eq!(b.messages()[0], text(b, "status-capture-compulsory"));
    assert!(b.plays().is_empty());
    click(&mut h, "White man on 32");
    click(&mut h, "Square 23");
    assert_eq!(h.state().plays(), vec![Move::capture(31, &[22], &[27])]);
}

#[test]
fn the_majority_rule_is_named_when_more_pieces_must_be_taken() {
    // 38 takes two (38x29x18); 36 could take one (36x27) but must not.
    let mut h = harness(Bench::new::<International>("W:W36,38:B31,33,23"));
    let legal = &h.state().legal;
    assert!(legal.iter().all(|m| m.from() == 37 && m.captures().len() == 2), "{legal:?}");
    click(&mut h, "White man on 36");
    let b = h.state();
    assert_eq!(b.messages(), vec![text(b, "status-capture-majority")]);
}

/// A white king on 15 takes 28, 29 and 12 by two routes that both end on 8.
const TWO_ROUTES: &str = "W:WK15:B12,28,29,32";

#[test]
fn two_captures_to_one_square_ask_and_a_landing_square_settles_it() {
    let mut h = harness(Bench::new::<International>(TWO_ROUTES));
    let via_33 = find(&h.state().legal, "15x33x17x8");
    let via_38 = find(&h.state().legal, "15x38x21x8");
    assert_ne!(via_33, via_38);
    click(&mut h, "White king on 15");
    click(&mut h, "Square 8");
    let b = h.state();
    assert_eq!(b.messages(), vec![text(b, "status-choose-path")]);
    assert!(b.plays().is_empty(), "never guess between two routes");
    // The list shows both routes in long notation.
    h.get_by_label("15x33x17x8");
    h.get_by_label("15x38x21x8");
    // 21 is a landing square of one route only.
    click(&mut h, "Square 21");
    assert_eq!(h.state().plays(), vec![via_38]);
    assert_eq!(h.state().plays()[0].landings(), via_38.landings());
}

#[test]
fn the_list_of_captures_plays_the_one_picked() {
    let mut h = harness(Bench::new::<International>(TWO_ROUTES));
    click(&mut h, "White king on 15");
    click(&mut h, "Square 8");
    click(&mut h, "15x33x17x8");
    let via_33 = find(&h.state().legal, "15x33x17x8");
    assert_eq!(h.state().plays(), vec![via_33]);
}

#[test]
fn escape_or_a_click_elsewhere_leaves_the_choice() {
    let mut h = harness(Bench::new::<International>(TWO_ROUTES));
    click(&mut h, "White king on 15");
    click(&mut h, "Square 8");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label("15x33x17x8").is_none(), "the list is gone");
    // A landing square no longer plays anything by itself.
    click(&mut h, "Square 21");
    assert!(h.state().plays().is_empty());
    // Back into the choice, then a square on neither route cancels it too.
    click(&mut h, "White king on 15");
    click(&mut h, "Square 8");
    click(&mut h, "Square 50");
    assert!(h.query_by_label("15x38x21x8").is_none());
    assert!(h.state().plays().is_empty());
}

#[test]
fn landing_squares_clicked_on_the_way_choose_the_route() {
    let mut h = harness(Bench::new::<International>(TWO_ROUTES));
    click(&mut h, "White king on 15");
    click(&mut h, "Square 33");
    assert!(h.state().events.is_empty(), "a landing square on the way is noted, not refused");
    click(&mut h, "Square 8");
    let via_33 = find(&h.state().legal, "15x33x17x8");
    assert_eq!(h.state().plays(), vec![via_33]);
}

#[test]
fn a_drag_plays_the_move_and_its_path_chooses_the_capture() {
    let mut h = harness(Bench::new::<International>("W:W31-50:B1-20"));
    drag(&mut h, "White man on 34", &[], "Square 30");
    assert_eq!(h.state().plays(), vec![Move::quiet(33, 29)]);

    let mut h = harness(Bench::new::<International>(TWO_ROUTES));
    drag(
        &mut h,
        "White king on 15",
        &["Square 20", "Square 24", "Square 38", "Square 27", "Square 21"],
        "Square 8",
    );
    let via_38 = find(&h.state().legal, "15x38x21x8");
    assert_eq!(h.state().plays(), vec![via_38]);
}

#[test]
fn an_illegal_drop_slides_back_and_says_why() {
    let mut h = harness(Bench::new::<International>("W:W31-50:B1-20"));
    drag(&mut h, "White man on 34", &[], "Square 25");
    assert_eq!(h.state().messages(), vec!["34-25 is not a legal move"]);
    assert!(h.state().plays().is_empty());
    assert!(h.state().view.returning.is_none(), "the slide back is over once the board settles");
    // Nothing else changed: the piece is still picked and the right square plays.
    click(&mut h, "Square 29");
    assert_eq!(h.state().plays(), vec![Move::quiet(33, 28)]);
}

#[test]
fn a_drag_over_a_flipped_board_plays_too() {
    let mut bench = Bench::new::<International>("W:W31-50:B1-20");
    bench.flipped = true;
    let mut h = harness(bench);
    let (a, b) = (centre(&h, "Square 1"), centre(&h, "Square 50"));
    assert!(a.y > b.y, "square 1 is at the bottom when flipped");
    drag(&mut h, "White man on 31", &[], "Square 26");
    assert_eq!(h.state().plays(), vec![Move::quiet(30, 25)]);
}

#[test]
fn touch_move_holds_the_user_to_the_piece_touched() {
    let mut bench = Bench::new::<International>("W:W31-50:B1-20");
    bench.touch_move = true;
    let mut h = harness(bench);
    click(&mut h, "White man on 32");
    click(&mut h, "White man on 31");
    let b = h.state();
    assert_eq!(b.messages(), vec![text(b, "status-touch-move")]);
    // A second click on it does not put it down; it may still go to either square.
    click(&mut h, "White man on 32");
    drag(&mut h, "White man on 31", &[], "Square 26");
    assert!(h.state().plays().is_empty());
    click(&mut h, "Square 27");
    assert_eq!(h.state().plays(), vec![Move::quiet(31, 26)]);
    // The lock ends with the move.
    click(&mut h, "White man on 31");
    click(&mut h, "Square 26");
    assert_eq!(h.state().plays().len(), 2);
}

#[test]
fn nothing_is_played_while_it_is_not_the_users_turn() {
    let mut bench = Bench::new::<International>("W:W31-50:B1-20");
    bench.legal.clear();
    let mut h = harness(bench);
    click(&mut h, "White man on 32");
    click(&mut h, "Square 28");
    let b = h.state();
    assert_eq!(b.messages(), vec![text(b, "status-not-your-turn")]);
    assert!(b.plays().is_empty());
}

#[test]
fn dablot_points_and_pieces_are_named_and_play() {
    let mut h = harness(Bench::new::<Dablot>(&Dablot::start().to_fen()));
    h.get_by_label("White king on k7");
    h.get_by_label("Black prince on b8");
    h.get_by_label("Point f6");
    let legal = h.state().legal.clone();
    let m = legal.iter().find(|m| !m.is_capture()).copied().unwrap_or_else(|| panic!("a step"));
    let from = format!("White warrior on {}", Dablot::square_name(m.from()));
    let to = format!("Point {}", Dablot::square_name(m.to()));
    if h.query_by_label(&from).is_none() {
        panic!("{from} should be a warrior");
    }
    drag(&mut h, &from, &[], &to);
    assert_eq!(h.state().plays(), vec![m]);
}

#[test]
fn animations_run_their_course_then_stop_repainting() {
    let mut h = harness(Bench::new::<International>(TWO_ROUTES));
    let before = h.state().pieces.clone();
    let m = find(&h.state().legal, "15x33x17x8");
    h.state_mut().view.animate(
        damier_rules::Variant::International,
        before,
        m,
        std::time::Duration::from_millis(600),
    );
    assert!(h.state().view.is_animating());
    h.step();
    assert!(h.ctx.has_requested_repaint(), "an animation asks for the next frame");
    // The pointer is ignored while the move is shown.
    click(&mut h, "White king on 15");
    h.run();
    h.run();
    assert!(!h.state().view.is_animating());
    h.step();
    assert!(!h.ctx.has_requested_repaint(), "a still board asks for nothing");
    assert!(h.state().events.is_empty());
    // No animation at all when told so.
    h.state_mut().view.animate(
        damier_rules::Variant::International,
        Vec::new(),
        m,
        std::time::Duration::ZERO,
    );
    assert!(!h.state().view.is_animating());
}

#[test]
fn drag_paths_only_settle_what_they_tell_apart() {
    let a = Move::capture(0, &[10, 20, 30], &[5, 15, 25]);
    let b = Move::capture(0, &[11, 21, 30], &[6, 16, 26]);
    let both = [a, b];
    assert_eq!(resolve(&both, &[]), None);
    assert_eq!(resolve(&both, &[10]), Some(a));
    assert_eq!(resolve(&both, &[21, 3]), Some(b));
    // Passing over all of a's squares and one of b's still means a.
    assert_eq!(resolve(&both, &[10, 20, 11]), Some(a));
    // Over one of each: ask.
    assert_eq!(resolve(&both, &[10, 21]), None);
}
