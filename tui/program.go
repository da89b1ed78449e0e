package tui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/cairnhq/cairn/review"
)

// Options are the terminal's: Color paints the screen (off for NO_COLOR).
type Options struct {
	Color bool
	// Stderr receives the lines about accepts that could not be applied.
	Stderr io.Writer
}

// ErrInterrupted is returned by Run when the review was left with Ctrl-C:
// nothing was applied or recorded.
var ErrInterrupted = errors.New("review: interrupted")

// Run reviews ss full screen on the terminal in/out with bubbletea: one
// diff at a time, the AI's advice beside it, keys as in cargo-insta and
// booktest (? shows them). The screen follows the terminal's size; R asks
// the model in the background (a spinner turns, Esc cancels, other keys
// keep working). Decisions are applied and recorded through ss when the
// review ends (every diff decided, or q); Ctrl-C leaves without applying
// anything (ErrInterrupted).
func Run(ctx context.Context, ss *review.Session, in io.Reader, out io.Writer, opt Options) error {
	p := newProgram(ctx, ss, opt.Color)
	prog := tea.NewProgram(p, tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen(), tea.WithContext(ctx))
	if _, err := prog.Run(); err != nil && !errors.Is(err, tea.ErrProgramKilled) {
		return fmt.Errorf("review: terminal: %w", err)
	}
	p.stop()
	if p.m.aborted || ctx.Err() != nil {
		return ErrInterrupted
	}
	return apply(ctx, ss, p.m, opt.Stderr)
}

// apply makes the decisions marked in m through ss.
func apply(ctx context.Context, ss *review.Session, m *tuiModel, stderr io.Writer) error {
	for pos, k := range m.marks {
		i := m.pending[pos]
		var err error
		switch k {
		case markAccept:
			err = ss.Decide(ctx, i, review.HumanAccept, m.reasons[pos])
		case markReject:
			err = ss.Decide(ctx, i, review.HumanReject, m.reasons[pos])
		default:
			ss.Skip(i)
		}
		if errors.Is(err, review.ErrCannotApply) {
			if stderr != nil {
				fmt.Fprintf(stderr, "not applied: %v\n", err)
			}
			continue
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// program is the bubbletea model: the key model and the model calls under
// way.
type program struct {
	ctx context.Context
	ss  *review.Session
	m   *tuiModel

	asking int // the item the model is asked about, -1 when none
	call   int // the number of the call under way
	cancel context.CancelFunc
	spin   int
}

func newProgram(ctx context.Context, ss *review.Session, color bool) *program {
	return &program{ctx: ctx, ss: ss, m: newTUIModel(ss.Items, ss.Applied, ss.CanAskModel(), color), asking: -1}
}

// answerMsg is a model's answer about item i (or why there is none) to
// the call numbered call.
type answerMsg struct {
	call int
	i    int
	r    review.Result
	dec  review.Decision
	err  error
}

// spinMsg turns the spinner.
type spinMsg struct{}

var spinner = []string{"-", "\\", "|", "/"}

func spinTick() tea.Cmd {
	return tea.Tick(120*time.Millisecond, func(time.Time) tea.Msg { return spinMsg{} })
}

// Init implements tea.Model.
func (p *program) Init() tea.Cmd {
	if p.m.done {
		return tea.Quit
	}
	return nil
}

// keys names the keys of msg as the key model reads them: typed or pasted
// text one key per character, anything else by bubbletea's name.
func keys(msg tea.KeyMsg) []string {
	if msg.Type == tea.KeyRunes && !msg.Alt {
		var ks []string
		for _, r := range msg.Runes {
			ks = append(ks, string(r))
		}
		return ks
	}
	return []string{msg.String()}
}

// Update implements tea.Model.
func (p *program) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		p.m.width, p.m.height = msg.Width, msg.Height
	case tea.KeyMsg:
		if p.asking >= 0 && msg.Type == tea.KeyEsc && !p.m.editing {
			p.stop()
			p.m.busy, p.m.msg = "", "model call cancelled"
			return p, nil
		}
		var cmds []tea.Cmd
		for _, k := range keys(msg) {
			if p.m.Update(k) == cmdAskAI {
				cmds = append(cmds, p.ask())
			}
		}
		if p.m.done || p.m.aborted {
			p.stop()
			return p, tea.Quit
		}
		return p, tea.Batch(cmds...)
	case spinMsg:
		if p.asking < 0 {
			return p, nil
		}
		p.spin++
		p.m.busy = spinner[p.spin%len(spinner)] + " asking the model… (Esc cancels)"
		return p, spinTick()
	case answerMsg:
		if msg.call != p.call || p.asking < 0 {
			return p, nil // a cancelled call's late answer
		}
		p.stop()
		p.m.busy = ""
		switch {
		case errors.Is(msg.err, context.Canceled):
			p.m.msg = "model call cancelled"
		case msg.err != nil:
			p.m.msg = "model: " + msg.err.Error()
		default:
			p.ss.SetResult(msg.i, msg.r, msg.dec)
			p.m.msg = "model: " + msg.r.CategoryName
			p.m.verbose = true
		}
	}
	return p, nil
}

// ask starts a model call about the diff on screen, in the background.
func (p *program) ask() tea.Cmd {
	if p.asking >= 0 {
		p.m.msg = "the model is already being asked"
		return nil
	}
	i := p.m.pending[p.m.pos]
	ctx, cancel := context.WithCancel(p.ctx)
	p.call++
	p.asking, p.cancel, p.spin = i, cancel, 0
	p.m.busy = spinner[0] + " asking the model… (Esc cancels)"
	ss, call := p.ss, p.call
	return tea.Batch(func() tea.Msg {
		r, dec, err := ss.AskModel(ctx, i)
		return answerMsg{call: call, i: i, r: r, dec: dec, err: err}
	}, spinTick())
}

// stop cancels the model call under way, if any.
func (p *program) stop() {
	if p.cancel != nil {
		p.cancel()
	}
	p.asking, p.cancel = -1, nil
}

// View implements tea.Model.
func (p *program) View() string {
	if p.m.done || p.m.aborted {
		return ""
	}
	return p.m.View()
}
