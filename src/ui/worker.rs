//! The page's side of the computer players' Web Worker (`src/bin/ai_worker.rs`). [`ask`]
//! posts a question as a JSON string and calls back exactly once: with the decision, or
//! with `None` when the worker cannot answer (it could not start, it errored, it refused
//! the message, or it stayed silent past [`WATCHDOG_MS`]). The caller then falls back to
//! a move without search, so the table never stalls, while the page's own wasm never
//! links the search.
//!
//! The worker is started once the page is drawn ([`warm`]), or else by the first question. Questions wait for its `ready` message
//! (messages posted before its handler is installed would be lost). After a failure the
//! next question starts a fresh worker, up to [`MAX_STARTS`] in all.

use std::cell::RefCell;
use std::collections::HashMap;
use std::time::Duration;

use leptos::prelude::set_timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};
use web_sys::{Event, MessageEvent, Worker};

use crate::think::{
    Choice, Question, Reply, Request, ReviewQuestion, ReviewRequest, ReviewStep, decode_reply,
    encode_request, encode_review,
};

/// The loader Trunk writes for the `ai_worker` binary, beside `index.html`.
const LOADER: &str = "./ai_worker_loader.js";

/// How long a question may stay unanswered before the worker is given up as stuck.
pub const WATCHDOG_MS: u64 = 15_000;

/// How long one step of a 복기 may take (two searches at 어려움, on a slow machine).
pub const REVIEW_WATCHDOG_MS: u64 = 60_000;

/// How many workers a page starts at most (the first, then restarts after failures).
pub const MAX_STARTS: u32 = 3;

/// What a waiting question does with its reply (`None`: the worker could not answer).
type Done = Box<dyn FnOnce(Option<Reply>)>;

/// Where the worker stands.
enum Link {
    /// None running: the next question starts one (while starts remain).
    Idle,
    /// Started, not yet ready: its requests wait here.
    Starting(Worker, Vec<String>),
    /// Listening.
    Ready(Worker),
}

/// The worker's closures, kept alive until the next worker replaces them.
struct Handlers {
    _message: Closure<dyn Fn(MessageEvent)>,
    _error: Closure<dyn Fn(Event)>,
}

struct Client {
    link: Link,
    /// Workers started so far; also tells a current worker's events from a dead one's.
    starts: u32,
    next_id: u64,
    waiting: HashMap<u64, Done>,
    handlers: Option<Handlers>,
}

thread_local! {
    static CLIENT: RefCell<Client> = RefCell::new(Client {
        link: Link::Idle,
        starts: 0,
        next_id: 0,
        waiting: HashMap::new(),
        handlers: None,
    });
}

/// Asks the worker `question`; `done` runs once, later, with its decision or `None`.
pub fn ask(question: Question, done: impl FnOnce(Option<Choice>) + 'static) {
    let id = next_id();
    let text = encode_request(&Request { id, question });
    post(id, text.ok(), WATCHDOG_MS, move |r| {
        done(match r {
            Some(Reply::Decided { choice, .. }) => Some(choice),
            _ => None,
        })
    });
}

/// Asks the worker for one step of a 복기; `done` runs once, later, with the step or `None`.
pub fn review(question: ReviewQuestion, done: impl FnOnce(Option<ReviewStep>) + 'static) {
    let id = next_id();
    let text = encode_review(&ReviewRequest { id, question });
    post(id, text.ok(), REVIEW_WATCHDOG_MS, move |r| {
        done(match r {
            Some(Reply::Reviewed { step, .. }) => Some(*step),
            _ => None,
        })
    });
}

fn next_id() -> u64 {
    CLIENT.with_borrow_mut(|c| {
        c.next_id += 1;
        c.next_id
    })
}

/// Posts message `text` (`None`: it could not be written) as question `id`, starting the
/// worker when none runs; `done` gets its reply, or `None` after `watchdog_ms` of silence.
fn post(
    id: u64,
    text: Option<String>,
    watchdog_ms: u64,
    done: impl FnOnce(Option<Reply>) + 'static,
) {
    let Some(text) = text else {
        set_timeout(move || done(None), Duration::ZERO);
        return;
    };
    CLIENT.with_borrow_mut(|c| {
        c.waiting.insert(id, Box::new(done));
    });
    let sent = CLIENT.with_borrow_mut(|c| {
        if matches!(c.link, Link::Idle) && c.starts < MAX_STARTS {
            start(c);
        }
        match &mut c.link {
            Link::Starting(_, queue) => {
                queue.push(text);
                true
            }
            Link::Ready(w) => w.post_message(&JsValue::from_str(&text)).is_ok(),
            Link::Idle => false,
        }
    });
    if sent {
        set_timeout(move || watchdog(id), Duration::from_millis(watchdog_ms));
    } else {
        set_timeout(move || settle(id, None), Duration::ZERO);
    }
}

/// Starts the worker before the first question, so its wasm is loaded by the time a
/// computer seat first thinks (once, at most; a question starts one anyway).
pub fn warm() {
    CLIENT.with_borrow_mut(|c| {
        if matches!(c.link, Link::Idle) && c.starts == 0 {
            start(c);
        }
    });
}

/// Starts a worker (the link stays idle when the browser refuses).
fn start(c: &mut Client) {
    c.starts += 1;
    let generation = c.starts;
    let Ok(worker) = Worker::new(LOADER) else {
        return;
    };
    let message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        if current(generation) {
            heard(e.data().as_string());
        }
    });
    let error = Closure::<dyn Fn(Event)>::new(move |_: Event| {
        if current(generation) {
            fail();
        }
    });
    worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(error.as_ref().unchecked_ref()));
    c.handlers = Some(Handlers {
        _message: message,
        _error: error,
    });
    c.link = Link::Starting(worker, Vec::new());
}

/// True when `generation` is the worker running now.
fn current(generation: u32) -> bool {
    CLIENT.with_borrow(|c| c.starts == generation && !matches!(c.link, Link::Idle))
}

/// A message from the worker.
fn heard(text: Option<String>) {
    match text.as_deref().map(decode_reply) {
        Some(Ok(Reply::Ready)) => CLIENT.with_borrow_mut(|c| {
            let link = std::mem::replace(&mut c.link, Link::Idle);
            c.link = match link {
                Link::Starting(w, queue) => {
                    for text in queue {
                        // A refused post is settled by the watchdog.
                        let _ = w.post_message(&JsValue::from_str(&text));
                    }
                    Link::Ready(w)
                }
                other => other,
            };
        }),
        Some(Ok(reply @ (Reply::Decided { id, .. } | Reply::Reviewed { id, .. }))) => {
            settle(id, Some(reply));
        }
        Some(Ok(Reply::Refused { id: Some(id), .. })) => settle(id, None),
        // Unreadable, or a refusal without an id: which question it answers is unknown,
        // so every waiting one decides without the worker.
        _ => settle_all(),
    }
}

/// The worker errored or is stuck: it is stopped, and every waiting question is answered
/// `None`; the next question starts a fresh one (while starts remain).
fn fail() {
    CLIENT.with_borrow_mut(|c| {
        if let Link::Starting(w, _) | Link::Ready(w) = std::mem::replace(&mut c.link, Link::Idle) {
            w.terminate();
        }
    });
    settle_all();
}

fn watchdog(id: u64) {
    if CLIENT.with_borrow(|c| c.waiting.contains_key(&id)) {
        fail();
    }
}

/// Runs question `id`'s callback (outside the borrow: it may ask again).
fn settle(id: u64, reply: Option<Reply>) {
    if let Some(done) = CLIENT.with_borrow_mut(|c| c.waiting.remove(&id)) {
        done(reply);
    }
}

fn settle_all() {
    let all: Vec<Done> = CLIENT.with_borrow_mut(|c| c.waiting.drain().map(|(_, d)| d).collect());
    for done in all {
        done(None);
    }
}
